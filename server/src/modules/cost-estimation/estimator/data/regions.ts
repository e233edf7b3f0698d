import type { CostSourceId } from './sources';

/**
 * BEA regional price parities (all items, U.S. = 100) for 2023, as whole numbers: the price level of all
 * consumer goods and services in each state relative to the national average. We use them as the
 * location factor for national-average remodelling prices (see ADR 016 for why all items and not a
 * construction index).
 */
export const stateRegionalPriceParity2023: Record<string, number> = {
  CA: 113, DC: 111, NJ: 109, HI: 109, WA: 109, MA: 108, NY: 108, NH: 105, OR: 105, MD: 104, CT: 104,
  FL: 104, AK: 102, RI: 101, CO: 101, AZ: 101, VA: 101, DE: 99, IL: 99, MN: 98, PA: 98, TX: 97, ME: 97,
  NV: 97, GA: 97, VT: 97, UT: 95, MI: 94, NC: 94, SC: 93, WI: 93, TN: 93, IN: 92, OH: 92, MO: 92, ID: 91,
  WY: 91, KY: 91, NM: 90, NE: 90, MT: 90, AL: 90, KS: 90, WV: 90, IA: 89, ND: 89, LA: 88, OK: 88, SD: 88,
  MS: 87, AR: 87,
};
export const stateFactorSourceId: CostSourceId = 'bea-rpp-2023-visualcapitalist';

/**
 * Countries outside the US: the Turner & Townsend survey's average building cost per m² (US$) in the
 * country's surveyed city, divided by New York's in the same survey year, times New York State's price
 * parity (108) to bring New York back to the US average. A city stands in for its country.
 */
export interface CountryFactor {
  name: string;
  city: string;
  cityCostPerM2: number;
  newYorkCostPerM2: number;
  surveyYear: number;
  sourceIds: readonly CostSourceId[];
}

export const countryFactors: Record<string, CountryFactor> = {
  GB: {
    name: 'United Kingdom',
    city: 'London',
    cityCostPerM2: 4473,
    newYorkCostPerM2: 5723.1,
    surveyYear: 2023,
    sourceIds: ['statista-icms-2023'],
  },
  HK: {
    name: 'Hong Kong',
    city: 'Hong Kong',
    cityCostPerM2: 4500,
    newYorkCostPerM2: 5723.1,
    surveyYear: 2023,
    sourceIds: ['statista-icms-2023'],
  },
  IE: {
    name: 'Ireland',
    city: 'Dublin',
    cityCostPerM2: 3708,
    newYorkCostPerM2: 5723.1,
    surveyYear: 2023,
    sourceIds: ['irishrealestate-icms-2023', 'statista-icms-2023'],
  },
  DE: {
    name: 'Germany',
    city: 'Munich',
    cityCostPerM2: 3787,
    newYorkCostPerM2: 5723.1,
    surveyYear: 2023,
    sourceIds: ['irishrealestate-icms-2023', 'statista-icms-2023'],
  },
  CH: {
    name: 'Switzerland',
    city: 'Zurich',
    cityCostPerM2: 5035,
    newYorkCostPerM2: 5723,
    surveyYear: 2024,
    sourceIds: ['tt-icms-2024'],
  },
  JP: {
    name: 'Japan',
    city: 'Tokyo',
    cityCostPerM2: 4002,
    newYorkCostPerM2: 3511,
    surveyYear: 2021,
    sourceIds: ['tt-icms-2021', 'constructioncanada-icms-2021'],
  },
  CA: {
    name: 'Canada',
    city: 'Toronto',
    cityCostPerM2: 2167,
    newYorkCostPerM2: 3511,
    surveyYear: 2021,
    sourceIds: ['constructioncanada-icms-2021'],
  },
};

/** Five-digit ZIP ranges per state; a ZIP-3 belongs to the state whose range contains it. */
export const stateZipRanges: ReadonlyArray<readonly [state: string, min: number, max: number]> = [
  ['AK', 99501, 99950], ['AL', 35004, 36925], ['AR', 71601, 72959], ['AR', 75502, 75502],
  ['AZ', 85001, 86556], ['CA', 90001, 96162], ['CO', 80001, 81658], ['CT', 6001, 6389], ['CT', 6401, 6928],
  ['DC', 20001, 20039], ['DC', 20042, 20599], ['DC', 20799, 20799], ['DE', 19701, 19980],
  ['FL', 32004, 34997], ['GA', 30001, 31999], ['GA', 39901, 39901], ['HI', 96701, 96898],
  ['IA', 50001, 52809], ['IA', 68119, 68120], ['ID', 83201, 83876], ['IL', 60001, 62999],
  ['IN', 46001, 47997], ['KS', 66002, 67954], ['KY', 40003, 42788], ['LA', 70001, 71232],
  ['LA', 71234, 71497], ['MA', 1001, 2791], ['MA', 5501, 5544], ['MD', 20331, 20331], ['MD', 20335, 20797],
  ['MD', 20812, 21930], ['ME', 3901, 4992], ['MI', 48001, 49971], ['MN', 55001, 56763], ['MO', 63001, 65899],
  ['MS', 38601, 39776], ['MS', 71233, 71233], ['MT', 59001, 59937], ['NC', 27006, 28909], ['ND', 58001, 58856],
  ['NE', 68001, 68118], ['NE', 68122, 69367], ['NH', 3031, 3897], ['NJ', 7001, 8989], ['NM', 87001, 88441],
  ['NV', 88901, 89883], ['NY', 6390, 6390], ['NY', 10001, 14975], ['OH', 43001, 45999], ['OK', 73001, 73199],
  ['OK', 73401, 74966], ['OR', 97001, 97920], ['PA', 15001, 19640], ['RI', 2801, 2940], ['SC', 29001, 29948],
  ['SD', 57001, 57799], ['TN', 37010, 38589], ['TX', 73301, 73301], ['TX', 75001, 75501], ['TX', 75503, 79999],
  ['TX', 88510, 88589], ['UT', 84001, 84784], ['VA', 20040, 20167], ['VA', 22001, 24658], ['VT', 5001, 5495],
  ['VT', 5601, 5907], ['WA', 98001, 99403], ['WI', 53001, 54990], ['WV', 24701, 26886], ['WY', 82001, 83128],
];
export const zipRangesSourceId: CostSourceId = 'geoda-zip-ranges';
