import type { ServiceSpec } from './types';

/**
 * Services used only through their API by the function that calls them: no resource of their
 * own, a permission of the caller (a function is added when the brief names none).
 */
function permission(
  id: string,
  label: string,
  names: RegExp,
  arabic: RegExp,
  actions: string[],
  more: Pick<ServiceSpec, 'implies'> = {},
): ServiceSpec {
  return {
    ...more,
    id,
    family: label.split(' ').at(-1) ?? id,
    label,
    names,
    phrases: /$^/,
    arabic,
    cost: 'request',
    permission_of: { actions },
    // nothing to build: the edge from its caller grants the actions
    build: (_ctx, name) => ({ service: id, name, main: name }),
  };
}

export const comprehend = permission(
  'comprehend',
  'Amazon Comprehend',
  /\b(amazon comprehend|comprehend|sentiment analysis|detect(ing)? sentiment|entity extraction)\b/,
  /(تحليل المشاعر|كومبريهند)/,
  [
    'comprehend:DetectSentiment',
    'comprehend:DetectEntities',
    'comprehend:DetectKeyPhrases',
    'comprehend:DetectDominantLanguage',
  ],
);
export const textract = permission(
  'textract',
  'Amazon Textract',
  /\b(amazon textract|textract|extract(ing)? text from (pdfs?|documents|images|scans)|ocr)\b/,
  /(استخراج النص|تيكستراكت|التعرف الضوئي)/,
  [
    'textract:DetectDocumentText',
    'textract:AnalyzeDocument',
    'textract:StartDocumentTextDetection',
    'textract:GetDocumentTextDetection',
  ],
  {
    implies: [
      {
        add: 's3',
        why: 'Textract reads the documents it analyses from a bucket (and writes its asynchronous results there)',
      },
    ],
  },
);
export const transcribe = permission(
  'transcribe',
  'Amazon Transcribe',
  /\b(amazon transcribe|transcribe|speech[- ]to[- ]text|transcription|healthscribe)\b/,
  /(تحويل الكلام إلى نص|تفريغ الصوت|ترانسكرايب)/,
  ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
  {
    implies: [
      {
        add: 's3',
        why: 'Transcribe reads the recordings it transcribes from a bucket and writes the transcripts to one',
      },
    ],
  },
);
export const rekognition = permission(
  'rekognition',
  'Amazon Rekognition',
  /\b(amazon rekognition|rekognition|image recognition|face detection|detect(ing)? (labels|faces|objects))\b/,
  /(التعرف على الصور|التعرف على الوجوه|ريكوجنيشن)/,
  [
    'rekognition:DetectLabels',
    'rekognition:DetectFaces',
    'rekognition:DetectModerationLabels',
    'rekognition:DetectText',
  ],
  { implies: [{ add: 's3', why: 'Rekognition reads the images it analyses from a bucket' }] },
);
export const translate = permission(
  'translate',
  'Amazon Translate',
  // translating from one language into another, or automatically, is machine translation
  /\b(amazon translate|machine translation|translat(e|es|ing|ion) (the )?(text|documents|messages)|transl?a?te?(s|d|ing|ion)?\b[^.;]{0,60}\bfrom (english|arabic|french|spanish|german|urdu|hindi|chinese|turkish) (in)?to (english|arabic|french|spanish|german|urdu|hindi|chinese|turkish)|(automatic|auto) translation|translat(e|ed|ing) automatically)\b/,
  // the noun alone ("ترجمة الرسائل") and the verb in the present ("تترجم", "يترجمها") too
  /(الترجم[ةه] الآلي[ةه]|ترجم[ةه] النصوص|ترجم[ةه] تلقائي[ةه]|ترجم[ةه][^.؛\n]{0,60}من (?:ال)?(?:عربي[ةه]?|انجليزي[ةه]?|إنجليزي[ةه]?|فرنسي[ةه]?) (?:إلى|الى|ل)\s?(?:ال)?(?:عربي[ةه]?|انجليزي[ةه]?|إنجليزي[ةه]?|فرنسي[ةه]?)|ترجم[ةه]|(?<![\u0621-\u064a])[وف]?[يتن]ترجم)/,
  ['translate:TranslateText'],
);
export const polly = permission(
  'polly',
  'Amazon Polly',
  /\b(amazon polly|polly|text[- ]to[- ]speech)\b/,
  /(تحويل النص إلى كلام|بولي)/,
  ['polly:SynthesizeSpeech'],
);
export const bedrock = permission(
  'bedrock',
  'Amazon Bedrock',
  /\b(amazon bedrock|bedrock|claude|titan|llms?|large language models?|generative ai|gen ?ai|foundation models?)\b/,
  /(بيدروك|الذكاء الاصطناعي التوليدي|نموذج لغوي|النماذج اللغوي[ةه])/,
  [
    'bedrock:InvokeModel',
    'bedrock:InvokeModelWithResponseStream',
    'bedrock:Converse',
    'bedrock:ConverseStream',
  ],
);
