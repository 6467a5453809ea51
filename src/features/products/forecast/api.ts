import { api } from '../../../api/client';
import { Codes } from '../../../../contract/codes';
import { PURCHASING_PATHS, type ForecastRow, type ForecastSaveBody, type ForecastShowResult } from '../../../../contract/purchasing';

export const forecastApi = {
  show: async (productCode: string, years: number[]) =>
    (await api.post<ForecastShowResult>(PURCHASING_PATHS.forecastShow, { year: years, product_code: productCode })).result,
  /** Success is 00003 (spec 001 §7). */
  save: async (body: ForecastSaveBody) => (await api.post<ForecastRow>(PURCHASING_PATHS.forecastSave, body, { okCodes: [Codes.CREATED] })).result,
};
