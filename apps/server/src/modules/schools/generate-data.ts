/**
 * Word lists and real place names the school generator draws from. Place
 * names are real (states, cities, suburbs, towns); the schools made from them
 * are invented. Each entry: code or name, weight (about how many schools it
 * has, relative), postcode range or area, and places.
 */

export interface UsState {
  code: string;
  fips: string;
  weight: number;
  zip3: [number, number];
  cities: string[];
}

const us = (code: string, fips: string, weight: number, zip3: [number, number], cities: string): UsState => ({
  code,
  fips,
  weight,
  zip3,
  cities: cities.split(','),
});

export const US_STATES: UsState[] = [
  us('AL', '01', 15, [350, 369], 'Birmingham,Montgomery,Huntsville,Mobile,Tuscaloosa,Hoover,Dothan,Auburn,Decatur,Florence'),
  us('AK', '02', 5, [995, 999], 'Anchorage,Fairbanks,Juneau,Wasilla,Sitka,Ketchikan,Kenai,Kodiak'),
  us('AZ', '04', 24, [850, 865], 'Phoenix,Tucson,Mesa,Chandler,Scottsdale,Glendale,Gilbert,Tempe,Peoria,Flagstaff,Yuma,Prescott'),
  us('AR', '05', 11, [716, 729], 'Little Rock,Fort Smith,Fayetteville,Springdale,Jonesboro,Rogers,Conway,Bentonville,Pine Bluff'),
  us('CA', '06', 100, [900, 961], 'Los Angeles,San Diego,San Jose,San Francisco,Fresno,Sacramento,Long Beach,Oakland,Bakersfield,Anaheim,Santa Ana,Riverside,Stockton,Irvine,Chula Vista,Fremont,Modesto,Oxnard,Pasadena,Salinas,Santa Rosa,Visalia,Redding,Eureka'),
  us('CO', '08', 19, [800, 816], 'Denver,Colorado Springs,Aurora,Fort Collins,Lakewood,Thornton,Pueblo,Boulder,Greeley,Grand Junction,Durango'),
  us('CT', '09', 10, [60, 69], 'Bridgeport,New Haven,Hartford,Stamford,Waterbury,Norwalk,Danbury,New Britain,Greenwich,Mystic'),
  us('DE', '10', 2, [197, 199], 'Wilmington,Dover,Newark,Middletown,Smyrna,Milford,Seaford,Lewes'),
  us('DC', '11', 2, [200, 205], 'Washington'),
  us('FL', '12', 43, [320, 349], 'Jacksonville,Miami,Tampa,Orlando,St. Petersburg,Hialeah,Tallahassee,Fort Lauderdale,Cape Coral,Gainesville,Pensacola,Sarasota,Ocala,Naples,Daytona Beach,Lakeland'),
  us('GA', '13', 23, [300, 319], 'Atlanta,Augusta,Columbus,Macon,Savannah,Athens,Sandy Springs,Roswell,Albany,Valdosta,Marietta'),
  us('HI', '15', 3, [967, 968], 'Honolulu,Hilo,Kailua,Kapolei,Kaneohe,Pearl City,Waipahu,Lahaina'),
  us('ID', '16', 8, [832, 838], 'Boise,Meridian,Nampa,Idaho Falls,Pocatello,Caldwell,Coeur d\'Alene,Twin Falls'),
  us('IL', '17', 44, [600, 629], 'Chicago,Aurora,Naperville,Joliet,Rockford,Springfield,Elgin,Peoria,Champaign,Evanston,Bloomington,Decatur,Carbondale'),
  us('IN', '18', 19, [460, 479], 'Indianapolis,Fort Wayne,Evansville,South Bend,Carmel,Fishers,Bloomington,Hammond,Gary,Lafayette,Muncie'),
  us('IA', '19', 13, [500, 528], 'Des Moines,Cedar Rapids,Davenport,Sioux City,Iowa City,Waterloo,Ames,Dubuque,Council Bluffs'),
  us('KS', '20', 13, [660, 679], 'Wichita,Overland Park,Kansas City,Olathe,Topeka,Lawrence,Manhattan,Salina,Hutchinson'),
  us('KY', '21', 15, [400, 427], 'Louisville,Lexington,Bowling Green,Owensboro,Covington,Richmond,Georgetown,Frankfort,Paducah'),
  us('LA', '22', 14, [700, 714], 'New Orleans,Baton Rouge,Shreveport,Lafayette,Lake Charles,Kenner,Bossier City,Monroe,Alexandria'),
  us('ME', '23', 6, [39, 49], 'Portland,Lewiston,Bangor,South Portland,Auburn,Biddeford,Augusta,Bar Harbor'),
  us('MD', '24', 14, [206, 219], 'Baltimore,Frederick,Rockville,Gaithersburg,Bowie,Hagerstown,Annapolis,Salisbury,Columbia,Towson'),
  us('MA', '25', 19, [10, 27], 'Boston,Worcester,Springfield,Cambridge,Lowell,Brockton,Quincy,Lynn,New Bedford,Newton,Salem,Plymouth'),
  us('MI', '26', 35, [480, 499], 'Detroit,Grand Rapids,Warren,Sterling Heights,Ann Arbor,Lansing,Flint,Dearborn,Kalamazoo,Traverse City,Saginaw,Marquette'),
  us('MN', '27', 24, [550, 567], 'Minneapolis,St. Paul,Rochester,Duluth,Bloomington,Brooklyn Park,Plymouth,St. Cloud,Mankato,Moorhead'),
  us('MS', '28', 10, [386, 397], 'Jackson,Gulfport,Southaven,Hattiesburg,Biloxi,Meridian,Tupelo,Oxford,Starkville'),
  us('MO', '29', 24, [630, 658], 'Kansas City,St. Louis,Springfield,Columbia,Independence,Lee\'s Summit,St. Joseph,Joplin,Jefferson City,Cape Girardeau'),
  us('MT', '30', 8, [590, 599], 'Billings,Missoula,Great Falls,Bozeman,Butte,Helena,Kalispell,Havre'),
  us('NE', '31', 10, [680, 693], 'Omaha,Lincoln,Bellevue,Grand Island,Kearney,Fremont,Hastings,North Platte'),
  us('NV', '32', 7, [889, 898], 'Las Vegas,Henderson,Reno,North Las Vegas,Sparks,Carson City,Elko,Mesquite'),
  us('NH', '33', 5, [30, 38], 'Manchester,Nashua,Concord,Dover,Rochester,Keene,Portsmouth,Hanover'),
  us('NJ', '34', 25, [70, 89], 'Newark,Jersey City,Paterson,Elizabeth,Trenton,Camden,Clifton,Edison,Princeton,Hoboken,Toms River,Atlantic City'),
  us('NM', '35', 9, [870, 884], 'Albuquerque,Las Cruces,Rio Rancho,Santa Fe,Roswell,Farmington,Clovis,Taos'),
  us('NY', '36', 48, [100, 149], 'New York,Buffalo,Rochester,Yonkers,Syracuse,Albany,New Rochelle,Schenectady,Utica,Ithaca,Binghamton,White Plains,Saratoga Springs,Poughkeepsie'),
  us('NC', '37', 27, [270, 289], 'Charlotte,Raleigh,Greensboro,Durham,Winston-Salem,Fayetteville,Cary,Wilmington,High Point,Asheville,Chapel Hill,Greenville'),
  us('ND', '38', 5, [580, 588], 'Fargo,Bismarck,Grand Forks,Minot,West Fargo,Williston,Dickinson,Jamestown'),
  us('OH', '39', 36, [430, 459], 'Columbus,Cleveland,Cincinnati,Toledo,Akron,Dayton,Parma,Canton,Youngstown,Lorain,Hamilton,Athens,Sandusky'),
  us('OK', '40', 18, [730, 749], 'Oklahoma City,Tulsa,Norman,Broken Arrow,Lawton,Edmond,Moore,Stillwater,Enid,Muskogee'),
  us('OR', '41', 13, [970, 979], 'Portland,Salem,Eugene,Gresham,Hillsboro,Beaverton,Bend,Medford,Corvallis,Astoria'),
  us('PA', '42', 32, [150, 196], 'Philadelphia,Pittsburgh,Allentown,Erie,Reading,Scranton,Bethlehem,Lancaster,Harrisburg,York,State College,Wilkes-Barre'),
  us('RI', '44', 3, [28, 29], 'Providence,Warwick,Cranston,Pawtucket,East Providence,Woonsocket,Newport,Westerly'),
  us('SC', '45', 13, [290, 299], 'Charleston,Columbia,North Charleston,Mount Pleasant,Rock Hill,Greenville,Summerville,Spartanburg,Myrtle Beach'),
  us('SD', '46', 7, [570, 577], 'Sioux Falls,Rapid City,Aberdeen,Brookings,Watertown,Mitchell,Yankton,Pierre'),
  us('TN', '47', 19, [370, 385], 'Nashville,Memphis,Knoxville,Chattanooga,Clarksville,Murfreesboro,Franklin,Jackson,Johnson City,Kingsport'),
  us('TX', '48', 90, [750, 799], 'Houston,San Antonio,Dallas,Austin,Fort Worth,El Paso,Arlington,Corpus Christi,Plano,Lubbock,Laredo,Irving,Garland,Frisco,McKinney,Amarillo,Brownsville,Killeen,Waco,Midland,Odessa,Beaumont,Abilene,Tyler'),
  us('UT', '49', 11, [840, 847], 'Salt Lake City,West Valley City,Provo,West Jordan,Orem,Sandy,Ogden,St. George,Logan,Park City'),
  us('VT', '50', 3, [50, 59], 'Burlington,South Burlington,Rutland,Barre,Montpelier,Winooski,St. Albans,Brattleboro'),
  us('VA', '51', 21, [220, 246], 'Virginia Beach,Norfolk,Chesapeake,Richmond,Newport News,Alexandria,Hampton,Roanoke,Lynchburg,Charlottesville,Harrisonburg'),
  us('WA', '53', 24, [980, 994], 'Seattle,Spokane,Tacoma,Vancouver,Bellevue,Kent,Everett,Renton,Yakima,Olympia,Bellingham,Walla Walla'),
  us('WV', '54', 7, [247, 268], 'Charleston,Huntington,Morgantown,Parkersburg,Wheeling,Weirton,Fairmont,Beckley'),
  us('WI', '55', 22, [530, 549], 'Milwaukee,Madison,Green Bay,Kenosha,Racine,Appleton,Waukesha,Eau Claire,Oshkosh,La Crosse,Wausau'),
  us('WY', '56', 4, [820, 831], 'Cheyenne,Casper,Laramie,Gillette,Rock Springs,Sheridan,Jackson,Cody'),
  us('PR', '72', 9, [6, 9], 'San Juan,Bayamón,Carolina,Ponce,Caguas,Guaynabo,Arecibo,Mayagüez'),
];

export interface AuState {
  code: string;
  weight: number;
  postcode: [number, number];
  /** Name used for government schools there ("Public School" in NSW, "State School" in QLD...). */
  primary: string;
  secondary: string;
  suburbs: string[];
}

const au = (code: string, weight: number, postcode: [number, number], primary: string, secondary: string, suburbs: string): AuState => ({
  code,
  weight,
  postcode,
  primary,
  secondary,
  suburbs: suburbs.split(','),
});

export const AU_STATES: AuState[] = [
  au('NSW', 31, [2000, 2599], 'Public School', 'High School', 'Parramatta,Blacktown,Penrith,Liverpool,Campbelltown,Hornsby,Chatswood,Manly,Bondi,Newcastle,Wollongong,Dubbo,Orange,Bathurst,Tamworth,Wagga Wagga,Albury,Lismore,Gosford,Maitland,Coffs Harbour,Port Macquarie,Goulburn,Armidale,Cronulla,Ryde,Epping,Kiama,Mudgee,Broken Hill'),
  au('VIC', 23, [3000, 3999], 'Primary School', 'Secondary College', 'Ballarat,Bendigo,Geelong,Frankston,Dandenong,Footscray,Brunswick,Box Hill,Ringwood,Mildura,Shepparton,Warrnambool,Traralgon,Wodonga,Sunbury,Werribee,Craigieburn,Kew,Hawthorn,Preston,Coburg,Sale,Horsham,Echuca'),
  au('QLD', 18, [4000, 4999], 'State School', 'State High School', 'Toowoomba,Cairns,Townsville,Mackay,Rockhampton,Bundaberg,Ipswich,Logan,Redcliffe,Caboolture,Southport,Nambour,Gympie,Hervey Bay,Mount Isa,Maroochydore,Caloundra,Warwick,Gladstone,Emerald,Chermside,Indooroopilly'),
  au('SA', 8, [5000, 5799], 'Primary School', 'High School', 'Adelaide,Glenelg,Elizabeth,Salisbury,Mount Gambier,Whyalla,Port Augusta,Murray Bridge,Gawler,Victor Harbor,Port Lincoln,Norwood,Unley,Marion,Mount Barker'),
  au('WA', 11, [6000, 6797], 'Primary School', 'Senior High School', 'Fremantle,Joondalup,Rockingham,Mandurah,Bunbury,Geraldton,Kalgoorlie,Albany,Armadale,Midland,Broome,Karratha,Subiaco,Scarborough,Cottesloe,Busselton'),
  au('TAS', 3, [7000, 7799], 'Primary School', 'High School', 'Hobart,Launceston,Devonport,Burnie,Kingston,Ulverstone,Glenorchy,New Norfolk,Sandy Bay,Sorell'),
  au('NT', 2, [800, 899], 'Primary School', 'Middle School', 'Darwin,Palmerston,Alice Springs,Katherine,Tennant Creek,Nhulunbuy,Casuarina,Nightcliff'),
  au('ACT', 1.5, [2600, 2618], 'Primary School', 'High School', 'Belconnen,Gungahlin,Tuggeranong,Woden,Weston Creek,Kambah,Dickson,Kaleen,Ngunnawal,Macgregor'),
];

export interface EnglandCounty {
  name: string;
  weight: number;
  /** Each town with its postcode area letters. */
  towns: Array<[town: string, area: string]>;
}

const en = (name: string, weight: number, towns: string): EnglandCounty => ({
  name,
  weight,
  towns: towns.split(',').map((t) => t.split(':') as [string, string]),
});

export const ENGLAND_COUNTIES: EnglandCounty[] = [
  en('Greater London', 26, 'Camden:NW,Hackney:E,Islington:N,Croydon:CR,Bromley:BR,Barnet:EN,Ealing:W,Lewisham:SE,Greenwich:SE,Southwark:SE,Lambeth:SW,Wandsworth:SW,Brent:NW,Harrow:HA,Enfield:EN,Haringey:N,Newham:E,Hounslow:TW,Richmond:TW,Kingston upon Thames:KT,Sutton:SM,Walthamstow:E'),
  en('West Yorkshire', 10, 'Leeds:LS,Bradford:BD,Wakefield:WF,Huddersfield:HD,Halifax:HX,Dewsbury:WF,Keighley:BD,Pontefract:WF'),
  en('Greater Manchester', 11, 'Manchester:M,Salford:M,Bolton:BL,Wigan:WN,Stockport:SK,Oldham:OL,Rochdale:OL,Bury:BL,Altrincham:WA'),
  en('West Midlands', 11, 'Birmingham:B,Coventry:CV,Wolverhampton:WV,Dudley:DY,Walsall:WS,Solihull:B,West Bromwich:B,Sutton Coldfield:B'),
  en('Merseyside', 6, 'Liverpool:L,Birkenhead:CH,St Helens:WA,Southport:PR,Bootle:L,Wallasey:CH'),
  en('Kent', 9, 'Canterbury:CT,Maidstone:ME,Dover:CT,Ashford:TN,Folkestone:CT,Margate:CT,Tonbridge:TN,Sevenoaks:TN,Gravesend:DA,Whitstable:CT'),
  en('Devon', 5, 'Exeter:EX,Plymouth:PL,Torquay:TQ,Barnstaple:EX,Exmouth:EX,Tiverton:EX,Newton Abbot:TQ'),
  en('Hampshire', 8, 'Southampton:SO,Portsmouth:PO,Winchester:SO,Basingstoke:RG,Andover:SP,Fareham:PO,Eastleigh:SO,Aldershot:GU'),
  en('Norfolk', 4, "Norwich:NR,King's Lynn:PE,Great Yarmouth:NR,Thetford:IP,Cromer:NR,Dereham:NR"),
  en('North Yorkshire', 5, 'York:YO,Harrogate:HG,Scarborough:YO,Selby:YO,Ripon:HG,Skipton:BD,Whitby:YO'),
  en('Lancashire', 7, 'Preston:PR,Blackpool:FY,Lancaster:LA,Burnley:BB,Blackburn:BB,Chorley:PR,Accrington:BB'),
  en('Essex', 8, 'Chelmsford:CM,Colchester:CO,Southend-on-Sea:SS,Basildon:SS,Harlow:CM,Brentwood:CM,Clacton-on-Sea:CO'),
  en('Cornwall', 3, 'Truro:TR,Falmouth:TR,Penzance:TR,St Austell:PL,Bodmin:PL,Newquay:TR'),
  en('Tyne and Wear', 5, 'Newcastle upon Tyne:NE,Sunderland:SR,Gateshead:NE,South Shields:NE,Whitley Bay:NE'),
  en('Nottinghamshire', 4, 'Nottingham:NG,Mansfield:NG,Newark-on-Trent:NG,Worksop:S,Beeston:NG'),
  en('Derbyshire', 4, 'Derby:DE,Chesterfield:S,Buxton:SK,Matlock:DE,Ilkeston:DE'),
  en('Leicestershire', 4, 'Leicester:LE,Loughborough:LE,Hinckley:LE,Melton Mowbray:LE,Market Harborough:LE'),
  en('Oxfordshire', 3, 'Oxford:OX,Banbury:OX,Witney:OX,Abingdon:OX,Bicester:OX,Didcot:OX'),
  en('Cambridgeshire', 3, 'Cambridge:CB,Peterborough:PE,Ely:CB,Huntingdon:PE,St Neots:PE,Wisbech:PE'),
  en('Somerset', 3, 'Taunton:TA,Bath:BA,Yeovil:BA,Bridgwater:TA,Frome:BA,Wells:BA'),
  en('Gloucestershire', 3, 'Gloucester:GL,Cheltenham:GL,Stroud:GL,Tewkesbury:GL,Cirencester:GL'),
  en('Surrey', 5, 'Guildford:GU,Woking:GU,Epsom:KT,Reigate:RH,Farnham:GU,Camberley:GU'),
  en('East Sussex', 3, 'Brighton:BN,Eastbourne:BN,Hastings:TN,Lewes:BN,Hove:BN'),
  en('Bristol', 3, 'Bristol:BS'),
  en('Cumbria', 2, 'Carlisle:CA,Kendal:LA,Barrow-in-Furness:LA,Whitehaven:CA,Penrith:CA'),
  en('Suffolk', 3, 'Ipswich:IP,Bury St Edmunds:IP,Lowestoft:NR,Felixstowe:IP,Sudbury:CO'),
];

/** People schools are named after (US style). */
export const NAMESAKES =
  'Lincoln,Washington,Jefferson,Franklin,Roosevelt,Kennedy,Adams,Madison,Monroe,Jackson,Grant,Garfield,Hamilton,Edison,Whitman,Emerson,Hawthorne,Longfellow,Twain,Irving,Audubon,Carver,Douglass,Tubman,King,Parks,Chavez,Earhart,Keller,Anthony,Stanton,Mann,Dewey,Webster,Marshall,Wilson,Hoover,Truman,Eisenhower,Muir,Thoreau,Frost,Poe,Alcott,Steinbeck,Hughes,Angelou,Ride,Glenn,Armstrong,Banneker,Clemente,Sotomayor,Bethune,Revere,Hale,Pike,Lewis,Clark,Houston,Crockett,Boone,Jay,Polk,Taft,McKinley,Cleveland,Harrison,Tyler,Pierce,Fillmore,Hayes,Coolidge,Harding,Bryant,Holmes,Whittier,Lowell,Dickinson,Cather,Wright,Bell,Morse,Fulton,Goddard,Salk,Curie,Sagan,Hopper,Lovelace,Johnson,Davis,Miller,Wilder,Seuss,Rogers,Hurston,Baldwin'.split(
    ',',
  );

export const NATURE_WORDS =
  'Oak,Maple,Cedar,Pine,Willow,Aspen,Birch,Elm,Hickory,Magnolia,Sycamore,Cottonwood,Juniper,Sequoia,Redwood,Sunset,Sunrise,Meadow,River,Lake,Prairie,Desert,Mountain,Valley,Spring,Eagle,Hawk,Falcon,Fox,Deer,Bear,Silver,Golden,Green,Blue,Pleasant,Fair,Clear,Rolling,Stone,Rock,Sandy,Cherry,Apple,Walnut,Chestnut,Laurel,Holly,Hazel,Rose,Sage,Heather,Bluebonnet,Mesa,Canyon,Harbor,Bay,Ocean,Cypress,Palm,Orchard,Mill,Forest,Wolf,Owl,Heron,Cardinal,Robin,Lark'.split(
    ',',
  );

export const FEATURE_WORDS =
  'Creek,Ridge,Hill,Hills,Park,View,Grove,Brook,Valley,Springs,Meadows,Heights,Crest,Wood,Woods,Point,Hollow,Glen,Vista,Trail,Lake,Canyon,Bend,Crossing,Field,Run,Landing,Shores,Pointe,Terrace'.split(',');

export const AU_NATURE =
  'Wattle,Banksia,Gum,Kookaburra,Koala,Bottlebrush,Jacaranda,Acacia,Boronia,Grevillea,Waratah,Ironbark,Bluegum,Emu,Wombat,Magpie,Lorikeet,Currawong,Myrtle,Tea Tree,Paperbark,Coolabah,Mulga,Sandstone,Red Hill,Seaview,Bayside,Riverside,Lakeside,Hillcrest,Parkview,Greenway,Kingsgrove,Mount Pleasant'.split(
    ',',
  );
export const AU_FEATURES = 'Grove,Park,Ridge,Creek,Hill,Valley,Heights,Vale,Bay,Point,Downs,Plains,Springs,Beach,Gardens'.split(',');
export const COMPASS = 'North,South,East,West,Central,Upper,Lower'.split(',');

export const SAINTS =
  'Mary,Joseph,John,Peter,Paul,Michael,Anne,Patrick,Andrew,Thomas,Margaret,Bernadette,Francis,Teresa,Catherine,George,Luke,Mark,Matthew,James,Stephen,Bede,Aidan,Cuthbert,Chad,Edmund,Helen,Clare,Monica,Brigid,Vincent,Augustine,Gregory,Benedict,Dominic,Anthony,Columba,Oswald,Hilda,Wilfrid,Brendan,Kevin,Gabriel,Raphael,Agnes,Elizabeth,Philip,Martin'.split(
    ',',
  );

export const ENGLISH_FIRST = 'Ash,Oak,Elm,Holly,Beech,Hazel,Willow,Thorn,Mill,Church,Brook,Green,High,Kings,Queens,Park,Castle,Abbey,Priory,Grange,Moor,Fern,Rose,Lark,Bramble,Bridge,Stone,Marsh,Heath,Long,Wood,Hollin,Black,White,Red,Broad,Bourne,Fair,Lime,Chestnut'.split(',');
export const ENGLISH_LAST = 'field,wood,dale,brook,lands,gate,hill,ley,mead,ridge,side,well,bury,ton,ford,cote,holme,croft,stead,wick,ham,combe,lea,bank,moor'.split(',');

export const STREET_NAMES = [...NAMESAKES.slice(0, 40), ...NATURE_WORDS.slice(0, 40), 'Main', 'Church', 'School', 'Station', 'Victoria', 'Albert', 'Market', 'Bridge', 'Park', 'Mill'];
export const STREET_TYPES: Record<'US' | 'AU' | 'GB', string[]> = {
  US: ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard', 'Way', 'Parkway'],
  AU: ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Drive', 'Terrace', 'Highway'],
  GB: ['Road', 'Lane', 'Street', 'Avenue', 'Close', 'Way', 'Drive', 'Grove', 'Hill', 'Crescent'],
};
