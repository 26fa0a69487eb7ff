/**
 * The catalogue's texts in every language besides English, one folder per
 * language, each file keyed by the ids of the English file it translates
 * (content/authored): strands, activity types, assessments and the phrases
 * that compose titles and descriptions. catalogue.ts checks each against the
 * English at build, and content-texts.test.ts names any key missing or extra.
 */
import frStrands from './fr/strands.json' with { type: 'json' };
import frTypes from './fr/activity-types.json' with { type: 'json' };
import frAssessments from './fr/assessments.json' with { type: 'json' };
import frPhrases from './fr/phrases.json' with { type: 'json' };
import esStrands from './es/strands.json' with { type: 'json' };
import esTypes from './es/activity-types.json' with { type: 'json' };
import esAssessments from './es/assessments.json' with { type: 'json' };
import esPhrases from './es/phrases.json' with { type: 'json' };
import arStrands from './ar/strands.json' with { type: 'json' };
import arTypes from './ar/activity-types.json' with { type: 'json' };
import arAssessments from './ar/assessments.json' with { type: 'json' };
import arPhrases from './ar/phrases.json' with { type: 'json' };
import heStrands from './he/strands.json' with { type: 'json' };
import heTypes from './he/activity-types.json' with { type: 'json' };
import heAssessments from './he/assessments.json' with { type: 'json' };
import hePhrases from './he/phrases.json' with { type: 'json' };
import zhStrands from './zh/strands.json' with { type: 'json' };
import zhTypes from './zh/activity-types.json' with { type: 'json' };
import zhAssessments from './zh/assessments.json' with { type: 'json' };
import zhPhrases from './zh/phrases.json' with { type: 'json' };
import deStrands from './de/strands.json' with { type: 'json' };
import deTypes from './de/activity-types.json' with { type: 'json' };
import deAssessments from './de/assessments.json' with { type: 'json' };
import dePhrases from './de/phrases.json' with { type: 'json' };
import ptStrands from './pt/strands.json' with { type: 'json' };
import ptTypes from './pt/activity-types.json' with { type: 'json' };
import ptAssessments from './pt/assessments.json' with { type: 'json' };
import ptPhrases from './pt/phrases.json' with { type: 'json' };

/** One language's files, as read (catalogue.ts validates them). */
export interface TranslationFiles {
  strands: unknown;
  'activity-types': unknown;
  assessments: unknown;
  phrases: unknown;
}

export const TRANSLATIONS = {
  fr: { strands: frStrands, 'activity-types': frTypes, assessments: frAssessments, phrases: frPhrases },
  es: { strands: esStrands, 'activity-types': esTypes, assessments: esAssessments, phrases: esPhrases },
  ar: { strands: arStrands, 'activity-types': arTypes, assessments: arAssessments, phrases: arPhrases },
  he: { strands: heStrands, 'activity-types': heTypes, assessments: heAssessments, phrases: hePhrases },
  zh: { strands: zhStrands, 'activity-types': zhTypes, assessments: zhAssessments, phrases: zhPhrases },
  de: { strands: deStrands, 'activity-types': deTypes, assessments: deAssessments, phrases: dePhrases },
  pt: { strands: ptStrands, 'activity-types': ptTypes, assessments: ptAssessments, phrases: ptPhrases },
} satisfies Record<string, TranslationFiles>;

export type TranslatedLanguage = keyof typeof TRANSLATIONS;
