/**
 * States, provinces, nations and emirates of the countries schools register
 * from (spec §2: SubRegionsEnum). Keyed by ISO 3166-1 alpha-2 country code;
 * values are ISO 3166-2 subdivision codes without the country prefix.
 */
export interface SubregionOption {
  value: string;
  display: string;
}

const list = (pairs: string): SubregionOption[] =>
  pairs.split('|').map((p) => {
    const [value, display] = p.split('=');
    return { value: value!, display: display! };
  });

export const SUBREGIONS: Readonly<Record<string, readonly SubregionOption[]>> = {
  US: list(
    'AL=Alabama|AK=Alaska|AZ=Arizona|AR=Arkansas|CA=California|CO=Colorado|CT=Connecticut|DE=Delaware|DC=District of Columbia|FL=Florida|GA=Georgia|HI=Hawaii|ID=Idaho|IL=Illinois|IN=Indiana|IA=Iowa|KS=Kansas|KY=Kentucky|LA=Louisiana|ME=Maine|MD=Maryland|MA=Massachusetts|MI=Michigan|MN=Minnesota|MS=Mississippi|MO=Missouri|MT=Montana|NE=Nebraska|NV=Nevada|NH=New Hampshire|NJ=New Jersey|NM=New Mexico|NY=New York|NC=North Carolina|ND=North Dakota|OH=Ohio|OK=Oklahoma|OR=Oregon|PA=Pennsylvania|RI=Rhode Island|SC=South Carolina|SD=South Dakota|TN=Tennessee|TX=Texas|UT=Utah|VT=Vermont|VA=Virginia|WA=Washington|WV=West Virginia|WI=Wisconsin|WY=Wyoming|PR=Puerto Rico',
  ),
  CA: list(
    'AB=Alberta|BC=British Columbia|MB=Manitoba|NB=New Brunswick|NL=Newfoundland and Labrador|NS=Nova Scotia|NT=Northwest Territories|NU=Nunavut|ON=Ontario|PE=Prince Edward Island|QC=Quebec|SK=Saskatchewan|YT=Yukon',
  ),
  AU: list(
    'ACT=Australian Capital Territory|NSW=New South Wales|NT=Northern Territory|QLD=Queensland|SA=South Australia|TAS=Tasmania|VIC=Victoria|WA=Western Australia',
  ),
  AE: list('AZ=Abu Dhabi|AJ=Ajman|DU=Dubai|FU=Fujairah|RK=Ras Al Khaimah|SH=Sharjah|UQ=Umm Al Quwain'),
  CN: list(
    'AH=Anhui|BJ=Beijing|CQ=Chongqing|FJ=Fujian|GS=Gansu|GD=Guangdong|GX=Guangxi|GZ=Guizhou|HI=Hainan|HE=Hebei|HL=Heilongjiang|HA=Henan|HB=Hubei|HN=Hunan|JS=Jiangsu|JX=Jiangxi|JL=Jilin|LN=Liaoning|NM=Inner Mongolia|NX=Ningxia|QH=Qinghai|SN=Shaanxi|SD=Shandong|SH=Shanghai|SX=Shanxi|SC=Sichuan|TJ=Tianjin|XJ=Xinjiang|XZ=Tibet|YN=Yunnan|ZJ=Zhejiang',
  ),
  // Germany's 16 Länder by the names their schools use (ISO 3166-2:DE), on every page language alike.
  DE: list(
    'BW=Baden-Württemberg|BY=Bayern|BE=Berlin|BB=Brandenburg|HB=Bremen|HH=Hamburg|HE=Hessen|MV=Mecklenburg-Vorpommern|NI=Niedersachsen|NW=Nordrhein-Westfalen|RP=Rheinland-Pfalz|SL=Saarland|SN=Sachsen|ST=Sachsen-Anhalt|SH=Schleswig-Holstein|TH=Thüringen',
  ),
  // Brazil's 26 states and the Distrito Federal (ISO 3166-2:BR), by their Portuguese names on every page language alike.
  BR: list(
    'AC=Acre|AL=Alagoas|AP=Amapá|AM=Amazonas|BA=Bahia|CE=Ceará|DF=Distrito Federal|ES=Espírito Santo|GO=Goiás|MA=Maranhão|MT=Mato Grosso|MS=Mato Grosso do Sul|MG=Minas Gerais|PA=Pará|PB=Paraíba|PR=Paraná|PE=Pernambuco|PI=Piauí|RJ=Rio de Janeiro|RN=Rio Grande do Norte|RS=Rio Grande do Sul|RO=Rondônia|RR=Roraima|SC=Santa Catarina|SP=São Paulo|SE=Sergipe|TO=Tocantins',
  ),
  // New Zealand and the United Kingdom address schools without a subregion: the field is free text there.
};

/** Every country a school can be in, for the 'Add My School' country selector. */
export const SCHOOL_COUNTRIES: readonly SubregionOption[] = list(
  'AU=Australia|BR=Brazil|CA=Canada|CN=China|DE=Germany|IE=Ireland|IN=India|NZ=New Zealand|SG=Singapore|ZA=South Africa|AE=United Arab Emirates|GB=United Kingdom|US=United States',
);

export const subregionsOf = (country: string | undefined): readonly SubregionOption[] =>
  (country && SUBREGIONS[country.toUpperCase()]) || [];

export const hasSubregions = (country: string | undefined) => subregionsOf(country).length > 0;
