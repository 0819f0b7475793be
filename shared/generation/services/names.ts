/**
 * How a brief gives a resource its name or an address, for the families' stated settings: the
 * name after "named"/"called"/"باسم", or in quotes before the service's word; an e-mail address.
 */
/** Words just before a name the user chose ("a queue named orderz", "جدول باسم"): the name is never read as a misspelling. */
export const NAMING_BEFORE =
  /(?:\b(?:named|called|titled|labell?ed)|(?<![\u0621-\u064a])(?:باسم|اسمه|اسمها|بعنوان|المسم[ىي]))\s+['"‘“`]?$/;

export const NAME_GIVEN =
  /(?:\b(?:named|called)|باسم|اسمه|اسمها)\s+['"‘“]?([a-z0-9][a-z0-9_-]{1,78})\b|['"‘“]([a-z0-9][a-z0-9_-]{1,78})['"’”]/;

/** The words a brief calls a message topic by, in English and Arabic ("topic", "الموضوع", "التوبك"), and the words that may stand between them and its name. */
export const TOPIC_WORD = String.raw`(?:\btopi[ck]s?|(?<![\u0621-\u064a])(?:ال)?(?:موضوع|توبك|توبيك))\s+(?:(?:named|called|is|:|اسمه|اسمها|باسم|اللي|الي|هو)\s+){0,2}[\x60'"‘“]?`;
/** One level of an MQTT topic: a word, a wildcard ("+", "#") or a device's placeholder ("{truckId}", "<truckId>"). */
const TOPIC_LEVEL = String.raw`(?:[a-z0-9_$-]+|\+|#|\{[a-z0-9_]+\}|<[a-z0-9_]+>)`;
/** A level that stands for many: a wildcard or a placeholder. */
const TOPIC_WILDCARD = String.raw`(?:\+|#|\{[a-z0-9_]+\}|<[a-z0-9_]+>)`;
/**
 * An MQTT topic filter as briefs write one: levels joined by "/" after a word for a topic ("on the
 * topic fleet/gps"), or anywhere with a level that stands for many ("trucks/+/temp",
 * "pumps/{pumpId}/pressure", "plant/#"), never a path that starts at "/" (an API's route).
 */
export const TOPIC_FILTER = String.raw`${TOPIC_WORD}(${TOPIC_LEVEL}(?:/${TOPIC_LEVEL})+)|(?<![\w/.:-])((?:${TOPIC_LEVEL}/)+${TOPIC_WILDCARD}(?:/${TOPIC_LEVEL})*|${TOPIC_WILDCARD}(?:/${TOPIC_LEVEL})+)(?![\w/])`;
/** A topic filter with each device's placeholder read as the one-level wildcard ("fleet/<truckId>/gps" is "fleet/+/gps"). */
export const topicFilterOf = (written: string) => written.replace(/\{[^}]*\}|<[^>]*>/g, '+');

/** One level of an API's path: a word or a parameter ("{orderId}", "{proxy+}"). */
const PATH_LEVEL = String.raw`(?:[a-z0-9_.-]+|\{[a-z0-9_]+\+?\})`;
/** An API's path as briefs write one: "/" then levels joined by "/" ("/refunds", "/orders/{orderId}"). */
const API_PATH = String.raw`(/${PATH_LEVEL}(?:/${PATH_LEVEL})*)(?![\w/])`;
/** The last level of such a path, captured alone ("{orderId}" of "/orders/{orderId}"). */
const API_PATH_LEAF = String.raw`(?:/${PATH_LEVEL})*/(${PATH_LEVEL})(?![\w/])`;
/**
 * A path of an API a brief gives, beside the words that say it is one: a method before it ("POST
 * /refunds"), a word for a route before or after it ("a /refunds resource", "route /health",
 * "مسار /orders/{orderId}"), never a path said of something else (a log group, a parameter).
 */
const routeWords = (path: string) =>
  new RegExp(
    String.raw`(?:\b(?:get|post|put|patch|delete|any)\s+|\b(?:resources?|routes?|paths?|endpoints?)\s+(?:(?:at|is|of|called|named)\s+)?|(?<![\u0621-\u064a])(?:ال)?(?:مسار|مسارات|رابط|مورد)\s+)[\x60'"‘“]?${path}|(?<![\w/])${path}[\x60'"’”]?\s+(?:resources?|routes?|paths?|endpoints?)\b`,
  );
export const API_ROUTE_PATH = routeWords(API_PATH);
/** The last level of the path of `API_ROUTE_PATH`: where a REST API's resource shows it. */
export const API_ROUTE_LEAF = routeWords(API_PATH_LEAF);
/** The HTTP method a brief gives a route ("a POST on it", "GET /orders", "accepts PUT requests"). */
export const API_ROUTE_METHOD =
  /\b(get|post|put|patch|delete)\b(?=\s+(?:on|to|at|for|requests?|calls?|method|endpoint|route|\/))/;

/** One e-mail address. */
/** What a template parameter asking for an e-mail address at deployment allows. */
export const EMAIL_PARAMETER_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export const EMAIL = String.raw`[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`;
/** A domain name of the endings briefs write ("shop.example.com", "clinic.sa", "db.corp.internal"). */
export const DOMAIN = String.raw`(?:[a-z0-9-]+\.)+(?:com|net|org|io|sa|ae|bh|kw|qa|om|gov|edu|co|dev|app|info|me|internal|local)\b`;
/** Where words written without quotes end: the sentence's stop, or a word that starts another clause. */
export const UNQUOTED_END = String.raw`(?=\s*(?:[.;,\n]|$)|\s+(?:to|for|with|when|whenever|every|each|on|and|then|in|as|at)\b)`;
/** Words after "the message" or "a string" that say what it is like, not what it says ("a string with the time", "the response body"). */
const NOT_A_MESSAGE = String.raw`(?!(?:with|of|from|that|which|as|is|are|in|to|for|containing|body|code|status|headers?|object|payload|json|format)\b)`;
/**
 * A message a function or a job is said to print or return: written in quotes, after the word
 * "message" (or "text", "string"), or the greeting every first program prints ("Hello World").
 */
export const MESSAGE_SAID = new RegExp(
  String.raw`\b(?:returns?|returning|responds? with|prints?|outputs?|says?|replies with|echo(?:e?s)?|writes?|displays?)\s+(?:out\s+)?(?:(?:the|a) (?:message|text|string|response)\s+)?(?:["'“‘]([^"'”’\n]{1,80})["'”’]|(hello,? world!?)|(?<=(?:message|text|string|response)\s+)${NOT_A_MESSAGE}([a-z0-9][^.;\n"]{0,79}?)${UNQUOTED_END})`,
);
/** An action as IAM writes it ("s3:GetObject", "logs:*"): a service's prefix, a colon, the call. */
export const IAM_ACTION = '[a-z0-9-]+:[a-z*][a-z0-9*]*';
/** A phone number written whole, with its country code (E.164: "+966501234567"). */
export const PHONE = String.raw`\+[1-9]\d{7,14}`;
/** A web address, without the stop that may end its sentence. */
export const WEB_ADDRESS = String.raw`https?://[^\s,;'"<>]*[^\s,;'"<>.]`;
/** Words that join the items of a list ("a, b and c", "أ و ب"). */
const LIST_JOIN = String.raw`\s*(?:,|،|;)?\s*(?:\b(?:and|or)\b|&|و)?\s*`;
/** The e-mail addresses the brief gives, one or a list of them ("ops@x.com, cto@x.com and me@x.com"). */
export const EMAIL_GIVEN = new RegExp(String.raw`\b(${EMAIL}(?:${LIST_JOIN}${EMAIL})*)\b`);
/** Each address of an `EMAIL_GIVEN` reading. */
export const emailsOf = (given: string): string[] => given.match(new RegExp(EMAIL, 'g')) ?? [];

/** What a brief calls a table's attribute ("the attribute CustomerID", "the email field", "بالحقل expireAt"). */
const ATTRIBUTE_NOUN = '(?:attribute|field|column|(?<![\u0621-\u064a])(?:ب|ل)?(?:ال)?(?:حقل|خاصي[ةه]|عمود))';
/**
 * An attribute name as briefs write one after the words that introduce it ("partition key
 * orderId", "sort key: createdAt", "pk = tenantId", "on the attribute CustomerID", "on the email
 * field", "مفتاح التقسيم فيه truckId": its key, in it, truckId): letters, digits and `_.-`, optionally quoted. "The" comes before an attribute only
 * beside the noun that says it is one ("the primary key is the order id" names none).
 */
export const ATTRIBUTE = String.raw`\s*(?:(?:is |of |on |called |named |=|:|على |اسمه |اسمها |باسم |هو |هي |يكون |فيه |فيها )\s*){0,2}(?:(?:the |an? )?${ATTRIBUTE_NOUN}\s+(?:called |named )?|the (?=[a-z_][a-z0-9_.-]* ${ATTRIBUTE_NOUN}\b))?[\x60'"‘“]?([a-z_][a-z0-9_.-]{0,254})`;
/**
 * An attribute name written before the words that say what it is ("orderId as the partition key",
 * "id is the hash key"), its type maybe between ("email (String) is", "ID of type S used as").
 */
export const ATTRIBUTE_BEFORE = String.raw`[\x60'"‘“]?\b([a-z_][a-z0-9_.-]{0,254})[\x60'"’”]?(?:\s*\([^)]{1,20}\)|\s+of type \w+)?\s+(?:as|is|will be|serves as|used as)\s+(?:the |a )?`;

/** Words that follow "partition key" and the like without being the attribute's name ("the primary key is the order id"). */
export const NOT_AN_ATTRIBUTE =
  /^(the|a|an|and|or|of|with|for|to|by|on|is|are|as|its|their|each|every|per|string|number|it|this|that|which|what|one|field|attribute|column|named|called)$/;
