// Cities of the demo area (Belgium, France, the Netherlands) with their real centre coordinates and a
// few real streets. The geocoding simulator answers from this table and the demo data builds its
// site addresses from it, so every demo site geocodes back to where it is drawn on the map.

export interface Place {
  /** Name as written on an address of the country (first alias of the search). */
  name: string;
  country: 'BE' | 'FR' | 'NL';
  zipcode: string;
  lat: number;
  lng: number;
  /** Other spellings a user may type (other national languages, English). */
  aliases?: string[];
  streets: string[];
}

export const COUNTRY_NAMES: Record<Place['country'], string> = { BE: 'Belgium', FR: 'France', NL: 'Netherlands' };

export const PLACES: Place[] = [
  {
    name: 'Bruxelles',
    country: 'BE',
    zipcode: '1000',
    lat: 50.8467,
    lng: 4.3525,
    aliases: ['Brussels', 'Brussel'],
    streets: ['Rue de la Loi', 'Avenue Louise', 'Boulevard Anspach', 'Rue Neuve', 'Chaussée de Wavre', 'Avenue de Tervueren'],
  },
  {
    name: 'Antwerpen',
    country: 'BE',
    zipcode: '2000',
    lat: 51.2194,
    lng: 4.4025,
    aliases: ['Antwerp', 'Anvers'],
    streets: ['Meir', 'Frankrijklei', 'Italiëlei', 'Noorderlaan', 'Mechelsesteenweg'],
  },
  {
    name: 'Gent',
    country: 'BE',
    zipcode: '9000',
    lat: 51.0543,
    lng: 3.7174,
    aliases: ['Ghent', 'Gand'],
    streets: ['Veldstraat', 'Korenmarkt', 'Kortrijksesteenweg', 'Dok-Noord'],
  },
  {
    name: 'Liège',
    country: 'BE',
    zipcode: '4000',
    lat: 50.6326,
    lng: 5.5797,
    aliases: ['Luik', 'Liege'],
    streets: ["Boulevard d'Avroy", 'Rue Saint-Gilles', 'Quai de Rome'],
  },
  { name: 'Charleroi', country: 'BE', zipcode: '6000', lat: 50.4108, lng: 4.4446, streets: ['Boulevard Tirou', 'Rue de la Montagne', 'Boulevard Joseph II'] },
  {
    name: 'Namur',
    country: 'BE',
    zipcode: '5000',
    lat: 50.4674,
    lng: 4.872,
    aliases: ['Namen'],
    streets: ['Rue de Fer', 'Avenue Prince de Liège', 'Chaussée de Louvain'],
  },
  {
    name: 'Leuven',
    country: 'BE',
    zipcode: '3000',
    lat: 50.8798,
    lng: 4.7005,
    aliases: ['Louvain'],
    streets: ['Bondgenotenlaan', 'Diestsestraat', 'Tiensestraat'],
  },
  {
    name: 'Mechelen',
    country: 'BE',
    zipcode: '2800',
    lat: 51.0259,
    lng: 4.4776,
    aliases: ['Malines'],
    streets: ['Bruul', 'Battelsesteenweg', 'Leuvensesteenweg'],
  },
  {
    name: 'Brugge',
    country: 'BE',
    zipcode: '8000',
    lat: 51.2093,
    lng: 3.2247,
    aliases: ['Bruges'],
    streets: ['Steenstraat', 'Smedenstraat', 'Gistelse Steenweg'],
  },
  {
    name: 'Mons',
    country: 'BE',
    zipcode: '7000',
    lat: 50.4542,
    lng: 3.9567,
    aliases: ['Bergen'],
    streets: ['Rue de Nimy', 'Avenue Maistriau', 'Boulevard Gendebien'],
  },
  { name: 'Hasselt', country: 'BE', zipcode: '3500', lat: 50.9307, lng: 5.3325, streets: ['Kempische Steenweg', 'Grote Markt', 'Kuringersteenweg'] },
  {
    name: 'Kortrijk',
    country: 'BE',
    zipcode: '8500',
    lat: 50.8279,
    lng: 3.2649,
    aliases: ['Courtrai'],
    streets: ['Doorniksewijk', 'Lange Steenstraat', 'Kortrijkse Ring'],
  },
  {
    name: 'Wavre',
    country: 'BE',
    zipcode: '1300',
    lat: 50.717,
    lng: 4.6011,
    aliases: ['Waver'],
    streets: ['Chaussée de Bruxelles', 'Rue du Pont du Christ', 'Avenue Lavoisier'],
  },
  { name: 'Zaventem', country: 'BE', zipcode: '1930', lat: 50.8836, lng: 4.4728, streets: ['Leuvensesteenweg', 'Hector Henneaulaan', 'Woluwelaan'] },
  {
    name: 'Paris',
    country: 'FR',
    zipcode: '75001',
    lat: 48.8566,
    lng: 2.3522,
    streets: ['Rue de Rivoli', 'Boulevard Haussmann', 'Avenue des Champs-Élysées', 'Rue La Fayette', 'Rue de la Paix'],
  },
  {
    name: 'Lille',
    country: 'FR',
    zipcode: '59000',
    lat: 50.6292,
    lng: 3.0573,
    aliases: ['Rijsel'],
    streets: ['Rue Nationale', 'Rue Faidherbe', 'Boulevard de la Liberté'],
  },
  { name: 'Lyon', country: 'FR', zipcode: '69002', lat: 45.764, lng: 4.8357, streets: ['Rue de la République', 'Cours Lafayette', 'Quai Perrache'] },
  { name: 'Marseille', country: 'FR', zipcode: '13001', lat: 43.2965, lng: 5.3698, streets: ['La Canebière', 'Rue de Rome', 'Boulevard Michelet'] },
  {
    name: 'Toulouse',
    country: 'FR',
    zipcode: '31000',
    lat: 43.6047,
    lng: 1.4442,
    streets: ["Rue d'Alsace-Lorraine", 'Allées Jean Jaurès', 'Boulevard de Strasbourg'],
  },
  {
    name: 'Bordeaux',
    country: 'FR',
    zipcode: '33000',
    lat: 44.8378,
    lng: -0.5792,
    streets: ["Cours de l'Intendance", 'Quai des Chartrons', 'Rue Sainte-Catherine'],
  },
  {
    name: 'Nantes',
    country: 'FR',
    zipcode: '44000',
    lat: 47.2184,
    lng: -1.5536,
    streets: ['Rue Crébillon', 'Quai de la Fosse', 'Boulevard Gabriel Guist’hau'],
  },
  {
    name: 'Strasbourg',
    country: 'FR',
    zipcode: '67000',
    lat: 48.5734,
    lng: 7.7521,
    streets: ['Rue du Vieux-Marché-aux-Poissons', 'Avenue de la Forêt-Noire', 'Place Kléber'],
  },
  { name: 'Reims', country: 'FR', zipcode: '51100', lat: 49.2583, lng: 4.0317, streets: ['Rue de Vesle', 'Boulevard Lundy', 'Place Drouet-d’Erlon'] },
  { name: 'Roubaix', country: 'FR', zipcode: '59100', lat: 50.6942, lng: 3.1746, streets: ['Grande Rue', 'Boulevard du Général Leclerc', 'Rue de l’Épeule'] },
  { name: 'Valenciennes', country: 'FR', zipcode: '59300', lat: 50.357, lng: 3.5235, streets: ['Rue de Paris', 'Avenue de Denain', 'Boulevard Watteau'] },
  {
    name: 'Amsterdam',
    country: 'NL',
    zipcode: '1012',
    lat: 52.3676,
    lng: 4.9041,
    streets: ['Damrak', 'Herengracht', 'Keizersgracht', 'Prinsengracht', 'Stadhouderskade'],
  },
  { name: 'Rotterdam', country: 'NL', zipcode: '3011', lat: 51.9244, lng: 4.4777, streets: ['Coolsingel', 'Weena', 'Lijnbaan', 'Wilhelminakade'] },
  {
    name: 'Den Haag',
    country: 'NL',
    zipcode: '2511',
    lat: 52.0705,
    lng: 4.3007,
    aliases: ['The Hague', "'s-Gravenhage", 'La Haye'],
    streets: ['Lange Voorhout', 'Prinsegracht', 'Laan van Nieuw Oost-Indië'],
  },
  { name: 'Utrecht', country: 'NL', zipcode: '3511', lat: 52.0907, lng: 5.1214, streets: ['Oudegracht', 'Catharijnesingel', 'Croeselaan'] },
  { name: 'Eindhoven', country: 'NL', zipcode: '5611', lat: 51.4416, lng: 5.4697, streets: ['Stratumseind', 'Vestdijk', 'Kennedyplein'] },
  { name: 'Maastricht', country: 'NL', zipcode: '6211', lat: 50.8514, lng: 5.691, streets: ['Vrijthof', 'Wilhelminasingel', 'Avenue Céramique'] },
  { name: 'Breda', country: 'NL', zipcode: '4811', lat: 51.5719, lng: 4.7683, streets: ['Ginnekenweg', 'Haagweg', 'Claudius Prinsenlaan'] },
  { name: 'Groningen', country: 'NL', zipcode: '9711', lat: 53.2194, lng: 6.5665, streets: ['Herestraat', 'Vismarkt', 'Paterswoldseweg'] },
];

export const placeNamed = (name: string): Place => {
  const place = PLACES.find((p) => p.name === name);
  if (!place) throw new Error(`unknown demo place ${name}`);
  return place;
};
