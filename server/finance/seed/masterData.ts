/**
 * Demo master data: suppliers, customers and products of a Philippine
 * pharmaceutical distributor. Plain lists; generate.ts inserts them and
 * derives every document from them.
 */

export interface SupplierSeed {
  code: string;
  name: string;
  tin: string;
  address: string;
  leadTimeDays: number;
}

export const SUPPLIERS: SupplierSeed[] = [
  { code: 'V-0001', name: 'United Laboratories, Inc.', tin: '000-135-477-000', address: 'Mandaluyong City', leadTimeDays: 14 },
  { code: 'V-0002', name: 'Pfizer Philippines, Inc.', tin: '000-166-890-000', address: 'Taguig City', leadTimeDays: 45 },
  { code: 'V-0003', name: 'GlaxoSmithKline Philippines', tin: '000-124-211-000', address: 'Taguig City', leadTimeDays: 60 },
  { code: 'V-0004', name: 'Sanofi-Aventis Philippines', tin: '000-174-935-000', address: 'Makati City', leadTimeDays: 45 },
  { code: 'V-0005', name: 'Pascual Laboratories, Inc.', tin: '000-292-814-000', address: 'Pasig City', leadTimeDays: 21 },
  { code: 'V-0006', name: 'Natrapharm, Inc.', tin: '000-396-222-000', address: 'Parañaque City', leadTimeDays: 30 },
  { code: 'V-0007', name: 'Interphil Laboratories', tin: '000-301-518-000', address: 'Cabuyao, Laguna', leadTimeDays: 30 },
  { code: 'V-0008', name: 'AstraZeneca Pharmaceuticals (Phils.)', tin: '000-204-447-000', address: 'Makati City', leadTimeDays: 60 },
];

export interface CustomerSeed {
  code: string;
  name: string;
  type: 'Drugstore' | 'Hospital' | 'Clinic' | 'Government';
  channel: 'Retail' | 'Institutional' | 'Government';
  segment: string;
  regular: boolean;
  termDays: number;
  creditLimit: number;
  city: string;
}

const c = (
  code: string,
  name: string,
  type: CustomerSeed['type'],
  segment: string,
  regular: boolean,
  termDays: number,
  creditLimit: number,
  city: string,
): CustomerSeed => ({
  code,
  name,
  type,
  channel: type === 'Drugstore' ? 'Retail' : type === 'Government' ? 'Government' : 'Institutional',
  segment,
  regular,
  termDays,
  creditLimit,
  city,
});

export const CUSTOMERS: CustomerSeed[] = [
  c('C-00001', 'Mercury Drug - Quezon Ave', 'Drugstore', 'Chain', true, 30, 2_500_000, 'Quezon City'),
  c('C-00002', 'Mercury Drug - Cebu Colon', 'Drugstore', 'Chain', true, 30, 2_000_000, 'Cebu City'),
  c('C-00003', 'Watsons - SM Megamall', 'Drugstore', 'Chain', true, 45, 1_800_000, 'Mandaluyong City'),
  c('C-00004', "St. Luke's Medical Center - BGC", 'Hospital', 'Private Hospital', true, 60, 5_000_000, 'Taguig City'),
  c('C-00005', 'The Medical City', 'Hospital', 'Private Hospital', true, 60, 4_000_000, 'Pasig City'),
  c('C-00006', 'Southern Philippines Medical Center', 'Government', 'Public Hospital', true, 90, 3_000_000, 'Davao City'),
  c('C-00007', 'Rose Pharmacy - Colon', 'Drugstore', 'Chain', true, 30, 1_500_000, 'Cebu City'),
  c('C-00008', 'South Star Drug - Davao', 'Drugstore', 'Chain', true, 30, 1_500_000, 'Davao City'),
  c('C-00009', 'Makati Medical Center', 'Hospital', 'Private Hospital', true, 60, 4_500_000, 'Makati City'),
  c('C-00010', 'Generika Drugstore - Pasig', 'Drugstore', 'Independent', false, 30, 600_000, 'Pasig City'),
  c('C-00011', 'Iloilo Doctors Hospital', 'Hospital', 'Private Hospital', true, 60, 2_000_000, 'Iloilo City'),
  c('C-00012', 'Cagayan de Oro Polymedic', 'Hospital', 'Private Hospital', false, 45, 1_200_000, 'Cagayan de Oro City'),
  c('C-00013', 'Chong Hua Hospital', 'Hospital', 'Private Hospital', true, 60, 3_000_000, 'Cebu City'),
  c('C-00014', 'Asian Hospital and Medical Center', 'Hospital', 'Private Hospital', true, 60, 3_500_000, 'Muntinlupa City'),
  c('C-00015', 'TGP Pharma - Baguio', 'Drugstore', 'Independent', false, 30, 400_000, 'Baguio City'),
  c('C-00016', 'Philippine General Hospital', 'Government', 'Public Hospital', true, 90, 3_500_000, 'Manila'),
  c('C-00017', 'Vicente Sotto Memorial Medical Center', 'Government', 'Public Hospital', true, 90, 2_500_000, 'Cebu City'),
  c('C-00018', 'Botica ni Aling Nena', 'Drugstore', 'Independent', false, 15, 150_000, 'Malolos, Bulacan'),
  c('C-00019', 'HealthPlus Family Clinic', 'Clinic', 'Clinic', false, 30, 250_000, 'Lipa City'),
  c('C-00020', 'Hi-Precision Diagnostics', 'Clinic', 'Clinic', true, 45, 900_000, 'Quezon City'),
  c('C-00021', 'Farmacia Santa Rosa', 'Drugstore', 'Independent', false, 15, 200_000, 'Santa Rosa, Laguna'),
  c('C-00022', 'Bacolod Doctors Hospital', 'Hospital', 'Private Hospital', true, 60, 1_800_000, 'Bacolod City'),
  c('C-00023', 'Davao Doctors Hospital', 'Hospital', 'Private Hospital', true, 60, 2_200_000, 'Davao City'),
  c('C-00024', 'Botika ng Bayan - Tarlac', 'Government', 'Government Pharmacy', false, 60, 500_000, 'Tarlac City'),
  c('C-00025', 'Medicine Depot - Naga', 'Drugstore', 'Independent', false, 30, 350_000, 'Naga City'),
  c('C-00026', 'Perpetual Succour Hospital', 'Hospital', 'Private Hospital', true, 60, 2_000_000, 'Cebu City'),
  c('C-00027', 'Zamboanga City Medical Center', 'Government', 'Public Hospital', true, 90, 1_500_000, 'Zamboanga City'),
  c('C-00028', 'Family Care Pharmacy - Tacloban', 'Drugstore', 'Independent', false, 30, 300_000, 'Tacloban City'),
];

export interface ProductSeed {
  code: string;
  name: string;
  generic: string;
  supplier: string; // supplier code
  segment: string;
  group: string;
  unit: string;
  qtyPerPack: number;
  /** VAT-exclusive cost per box. */
  cost: number;
  /** VAT-inclusive selling price per box. */
  price: number;
  /** Maintenance medicines for diabetes, hypertension and cholesterol are VAT-exempt in the Philippines. */
  vatExempt: boolean;
  moq: number;
  shelfLife: number;
}

const p = (
  code: string,
  name: string,
  generic: string,
  supplier: string,
  segment: string,
  group: string,
  unit: string,
  qtyPerPack: number,
  cost: number,
  price: number,
  vatExempt = false,
  moq = 10,
): ProductSeed => ({ code, name, generic, supplier, segment, group, unit, qtyPerPack, cost, price, vatExempt, moq, shelfLife: 24 });

export const PRODUCTS: ProductSeed[] = [
  p('UNI-BIO-500', 'Biogesic 500mg Tablet', 'Paracetamol', 'V-0001', 'OTC', 'Analgesics', 'Tablet', 100, 310.0, 450.0, false, 50),
  p('UNI-NEO-TAB', 'Neozep Forte Tablet', 'Phenylephrine + Chlorphenamine + Paracetamol', 'V-0001', 'OTC', 'Cough and Colds', 'Tablet', 100, 420.0, 600.0, false, 50),
  p('UNI-ALX-500', 'Alaxan FR Capsule', 'Ibuprofen + Paracetamol', 'V-0001', 'OTC', 'Analgesics', 'Capsule', 100, 690.0, 950.0, false, 20),
  p('UNI-SOL-500', 'Solmux 500mg Capsule', 'Carbocisteine', 'V-0001', 'OTC', 'Cough and Colds', 'Capsule', 100, 1050.0, 1450.0, false, 20),
  p('UNI-DIA-2', 'Diatabs 2mg Capsule', 'Loperamide', 'V-0001', 'OTC', 'Gastrointestinal', 'Capsule', 100, 560.0, 780.0, false, 20),
  p('UNI-CEE-500', 'Ceelin Plus Syrup 120ml', 'Ascorbic Acid + Zinc', 'V-0001', 'OTC', 'Vitamins', 'Bottle', 24, 2900.0, 3980.0, false, 10),
  p('UNI-ENE-250', 'Enervon Tablet', 'Multivitamins', 'V-0001', 'OTC', 'Vitamins', 'Tablet', 100, 640.0, 880.0, false, 20),
  p('UNI-RIT-AML5', 'RiteMED Amlodipine 5mg Tablet', 'Amlodipine', 'V-0001', 'Ethical', 'Cardiovascular', 'Tablet', 100, 380.0, 520.0, true, 50),
  p('UNI-RIT-MET5', 'RiteMED Metformin 500mg Tablet', 'Metformin', 'V-0001', 'Ethical', 'Antidiabetic', 'Tablet', 100, 210.0, 300.0, true, 50),
  p('PFZ-NOR-5', 'Norvasc 5mg Tablet', 'Amlodipine', 'V-0002', 'Ethical', 'Cardiovascular', 'Tablet', 30, 1150.0, 1590.0, true, 10),
  p('PFZ-LIP-20', 'Lipitor 20mg Tablet', 'Atorvastatin', 'V-0002', 'Ethical', 'Cardiovascular', 'Tablet', 30, 1480.0, 2050.0, true, 10),
  p('PFZ-ZIT-500', 'Zithromax 500mg Tablet', 'Azithromycin', 'V-0002', 'Ethical', 'Anti-infectives', 'Tablet', 3, 690.0, 950.0, false, 20),
  p('PFZ-LYR-75', 'Lyrica 75mg Capsule', 'Pregabalin', 'V-0002', 'Ethical', 'Neurology', 'Capsule', 28, 1620.0, 2240.0, false, 10),
  p('PFZ-PRE-50', 'Premarin 0.625mg Tablet', 'Conjugated Estrogens', 'V-0002', 'Ethical', "Women's Health", 'Tablet', 28, 1010.0, 1400.0, false, 10),
  p('GSK-AUG-625', 'Augmentin 625mg Tablet', 'Co-Amoxiclav', 'V-0003', 'Ethical', 'Anti-infectives', 'Tablet', 14, 780.0, 1080.0, false, 20),
  p('GSK-VEN-NEB', 'Ventolin Nebule 2.5mg', 'Salbutamol', 'V-0003', 'Ethical', 'Respiratory', 'Nebule', 30, 560.0, 780.0, false, 20),
  p('GSK-SER-250', 'Seretide Accuhaler 50/250', 'Salmeterol + Fluticasone', 'V-0003', 'Ethical', 'Respiratory', 'Inhaler', 1, 1390.0, 1920.0, false, 10),
  p('GSK-PAN-500', 'Panadol 500mg Caplet', 'Paracetamol', 'V-0003', 'OTC', 'Analgesics', 'Caplet', 100, 330.0, 460.0, false, 50),
  p('GSK-CAL-600', 'Caltrate Plus 600mg Tablet', 'Calcium + Vitamin D3', 'V-0003', 'OTC', 'Vitamins', 'Tablet', 60, 820.0, 1130.0, false, 20),
  p('SAN-PLA-75', 'Plavix 75mg Tablet', 'Clopidogrel', 'V-0004', 'Ethical', 'Cardiovascular', 'Tablet', 28, 2150.0, 2980.0, true, 10),
  p('SAN-LAN-100', 'Lantus SoloStar 100IU/ml Pen', 'Insulin Glargine', 'V-0004', 'Ethical', 'Antidiabetic', 'Pen', 5, 4650.0, 6420.0, true, 5),
  p('SAN-APR-150', 'Aprovel 150mg Tablet', 'Irbesartan', 'V-0004', 'Ethical', 'Cardiovascular', 'Tablet', 28, 1230.0, 1700.0, true, 10),
  p('SAN-ESS-300', 'Essentiale Forte 300mg Capsule', 'Phospholipids', 'V-0004', 'OTC', 'Gastrointestinal', 'Capsule', 50, 1120.0, 1550.0, false, 10),
  p('SAN-ENT-200', 'Enterogermina 2 Billion Vial', 'Bacillus clausii', 'V-0004', 'OTC', 'Gastrointestinal', 'Vial', 10, 390.0, 540.0, false, 20),
  p('PAS-PON-500', 'Poten-Cee 500mg Tablet', 'Ascorbic Acid', 'V-0005', 'OTC', 'Vitamins', 'Tablet', 100, 360.0, 500.0, false, 50),
  p('PAS-AMB-30', 'Ambroxol Pascual 30mg Tablet', 'Ambroxol', 'V-0005', 'OTC', 'Cough and Colds', 'Tablet', 100, 290.0, 400.0, false, 50),
  p('PAS-CEF-500', 'Cefalexin Pascual 500mg Capsule', 'Cefalexin', 'V-0005', 'Ethical', 'Anti-infectives', 'Capsule', 100, 820.0, 1130.0, false, 20),
  p('PAS-LOS-50', 'Losartan Pascual 50mg Tablet', 'Losartan', 'V-0005', 'Ethical', 'Cardiovascular', 'Tablet', 100, 450.0, 620.0, true, 50),
  p('NAT-OME-20', 'Omeprazole Natrapharm 20mg Capsule', 'Omeprazole', 'V-0006', 'Ethical', 'Gastrointestinal', 'Capsule', 100, 520.0, 720.0, false, 20),
  p('NAT-CET-10', 'Cetirizine Natrapharm 10mg Tablet', 'Cetirizine', 'V-0006', 'OTC', 'Antihistamines', 'Tablet', 100, 240.0, 330.0, false, 50),
  p('NAT-MEF-500', 'Mefenamic Acid Natrapharm 500mg Capsule', 'Mefenamic Acid', 'V-0006', 'OTC', 'Analgesics', 'Capsule', 100, 230.0, 320.0, false, 50),
  p('NAT-SIM-20', 'Simvastatin Natrapharm 20mg Tablet', 'Simvastatin', 'V-0006', 'Ethical', 'Cardiovascular', 'Tablet', 100, 380.0, 520.0, true, 50),
  p('INT-CIP-500', 'Ciprofloxacin Interphil 500mg Tablet', 'Ciprofloxacin', 'V-0007', 'Ethical', 'Anti-infectives', 'Tablet', 100, 610.0, 840.0, false, 20),
  p('INT-AMX-500', 'Amoxicillin Interphil 500mg Capsule', 'Amoxicillin', 'V-0007', 'Ethical', 'Anti-infectives', 'Capsule', 100, 350.0, 480.0, false, 50),
  p('INT-PNSS-1L', 'Plain NSS 0.9% 1L IV Bottle', 'Sodium Chloride', 'V-0007', 'Hospital', 'IV Fluids', 'Bottle', 12, 540.0, 750.0, false, 20),
  p('INT-D5LR-1L', 'D5LR 1L IV Bottle', 'Dextrose + Lactated Ringer', 'V-0007', 'Hospital', 'IV Fluids', 'Bottle', 12, 580.0, 800.0, false, 20),
  p('AZN-CRE-10', 'Crestor 10mg Tablet', 'Rosuvastatin', 'V-0008', 'Ethical', 'Cardiovascular', 'Tablet', 28, 1690.0, 2340.0, true, 10),
  p('AZN-FOR-10', 'Forxiga 10mg Tablet', 'Dapagliflozin', 'V-0008', 'Ethical', 'Antidiabetic', 'Tablet', 28, 1790.0, 2480.0, true, 10),
  p('AZN-NEX-40', 'Nexium 40mg Tablet', 'Esomeprazole', 'V-0008', 'Ethical', 'Gastrointestinal', 'Tablet', 14, 890.0, 1230.0, false, 10),
  p('AZN-SYM-160', 'Symbicort Turbuhaler 160/4.5', 'Budesonide + Formoterol', 'V-0008', 'Ethical', 'Respiratory', 'Inhaler', 1, 1580.0, 2190.0, false, 10),
];

export const TRANSACTION_TYPES = ['Charge Sales', 'Cash Sales', 'Consignment', 'Government Bidding'];
export const SALES_PEOPLE = ['Ana Reyes', 'Jose Santos', 'Maria Cruz', 'Paolo Garcia', 'Kristine Mendoza', 'Ramon Villanueva'];
export const PACKAGING = ['Box', 'Cans', 'Pouch', 'Others'];
export const FLOORS = ['Main/Central', 'Picking Area'];

/** Banks the company deals with (Banks Maintenance). */
export const BANKS: { code: string; name: string; short: string; swift: string; active?: boolean }[] = [
  { code: 'BDO', name: 'BDO Unibank, Inc.', short: 'BDO', swift: 'BNORPHMM' },
  { code: 'BPI', name: 'Bank of the Philippine Islands', short: 'BPI', swift: 'BOPIPHMM' },
  { code: 'MBTC', name: 'Metropolitan Bank and Trust Company', short: 'Metrobank', swift: 'MBTCPHMM' },
  { code: 'LBP', name: 'Land Bank of the Philippines', short: 'Landbank', swift: 'TLBPPHMM' },
  { code: 'SECB', name: 'Security Bank Corporation', short: 'Security Bank', swift: 'SETCPHMM' },
  { code: 'PNB', name: 'Philippine National Bank', short: 'PNB', swift: 'PNBMPHMM' },
  { code: 'UBP', name: 'Union Bank of the Philippines', short: 'UnionBank', swift: 'UBPHPHMM' },
  { code: 'CBC', name: 'China Banking Corporation', short: 'China Bank', swift: 'CHBKPHMM' },
  { code: 'RCBC', name: 'Rizal Commercial Banking Corporation', short: 'RCBC', swift: 'RCBCPHMM' },
  { code: 'DBP', name: 'Development Bank of the Philippines', short: 'DBP', swift: 'DBPHPHMM' },
  { code: 'EWB', name: 'East West Banking Corporation', short: 'EastWest', swift: 'EWBCPHMM' },
  { code: 'PSB', name: 'Philippine Savings Bank', short: 'PSBank', swift: 'PHSBPHMM', active: false },
];
