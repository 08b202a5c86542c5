// False-match probe (run: npx tsx bench/emoji/false-matches.ts [lang...] [--quiet]): (a) each intent's own terms,
// read as free text, whose best emoji is another intent's and got there through a loose reading (stem, root, word
// part, prefix or typo) although the term itself is written out; (b) everyday words (tomorrow, great, very, no...)
// whose first suggestion comes only through such a reading. Lists cases to judge, not a score to tune.
import { ensureEmojiData } from '@/scripts/emoji-data/ensure';
import type { Lang } from '@/lib/emoji/langs';

ensureEmojiData();
const { LANGS, suggest } = await import('@/lib/emoji');
const { explainText } = await import('@/lib/emoji/meaning');
const { INTENT_CATALOG } = await import('@/lib/emoji/intent-catalog');
const { intentEmoji } = await import('@/lib/emoji/intents');
const { getCatalog } = await import('@/lib/emoji/data');
const { getLocale } = await import('@/lib/emoji/locale-data');

/** Everyday words: tomorrow, today, yesterday, great, very, no, yes, now, later, maybe, really, also, here, always. */
const EVERYDAY: Record<Lang, string> = {
  en: 'tomorrow today yesterday great very no yes now later maybe really also here always',
  de: 'morgen heute gestern toll sehr nein ja jetzt später vielleicht wirklich auch hier immer',
  es: 'mañana hoy ayer genial muy no sí ahora luego quizás realmente también aquí siempre',
  fr: 'demain aujourd’hui hier génial très non oui maintenant plus_tard peut-être vraiment aussi ici toujours',
  it: 'domani oggi ieri ottimo molto no sì adesso dopo forse davvero anche qui sempre',
  pt: 'amanhã hoje ontem ótimo muito não sim agora depois talvez realmente também aqui sempre',
  nl: 'morgen vandaag gisteren geweldig heel nee ja nu later misschien echt ook hier altijd',
  da: 'i_morgen i_dag i_går fantastisk meget nej ja nu senere måske virkelig også her altid',
  sv: 'imorgon idag igår jättebra mycket nej ja nu senare kanske verkligen också här alltid',
  fi: 'huomenna tänään eilen loistava todella ei kyllä nyt myöhemmin ehkä oikeasti myös täällä aina',
  et: 'homme täna eile suurepärane väga ei jah nüüd hiljem võib-olla tõesti ka siin alati',
  hu: 'holnap ma tegnap nagyszerű nagyon nem igen most később talán tényleg is itt mindig',
  pl: 'jutro dzisiaj wczoraj świetnie bardzo nie tak teraz później może naprawdę też tutaj zawsze',
  cs: 'zítra dnes včera skvělé velmi ne ano teď později možná opravdu také tady vždy',
  sk: 'zajtra dnes včera skvelé veľmi nie áno teraz neskôr možno naozaj tiež tu vždy',
  sl: 'jutri danes včeraj odlično zelo ne ja zdaj kasneje morda res tudi tukaj vedno',
  hr: 'sutra danas jučer odlično vrlo ne da sada kasnije možda stvarno također ovdje uvijek',
  bg: 'утре днес вчера страхотно много не да сега по-късно може_би наистина също тук винаги',
  el: 'αύριο σήμερα χθες τέλεια πολύ όχι ναι τώρα αργότερα ίσως πραγματικά επίσης εδώ πάντα',
  ro: 'mâine azi ieri grozav foarte nu da acum mai_târziu poate chiar și aici mereu',
  lt: 'rytoj šiandien vakar puiku labai ne taip dabar vėliau gal tikrai irgi čia visada',
  lv: 'rīt šodien vakar lieliski ļoti nē jā tagad vēlāk varbūt tiešām arī šeit vienmēr',
  mt: 'għada illum ilbieraħ tajjeb ħafna le iva issa aktar_tard forsi verament ukoll hawn dejjem',
  ga: 'amárach inniu inné iontach an-mhaith ní tá anois níos_déanaí b’fhéidir i_ndáiríre freisin anseo i_gcónaí',
};

const LOOSE = /shares its|part of|read for|\(by (stem|prefix|its)|one typo/;
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const only = new Set(args.filter((a) => !a.startsWith('--')));
const { glyphs } = getCatalog();

for (const lang of LANGS) {
  if (only.size > 0 && !only.has(lang)) continue;
  const locale = getLocale(lang);
  const lines: string[] = [];
  let terms = 0;
  let stolen = 0;
  for (const intent of INTENT_CATALOG) {
    const own = new Set(intentEmoji(intent));
    for (const text of locale.intents[intent.id]?.terms ?? []) {
      terms++;
      const [best] = explainText(text, lang, 1);
      if (!best || own.has(best.index)) continue;
      const loose = (best.intent?.loose.length ?? 0) > 0 || ['stem', 'part', 'prefix', 'typo'].includes(best.kind ?? 'exact');
      if (!loose) continue;
      stolen++;
      const how = best.intent ? `${best.intent.id} via "${best.intent.term}" ${best.intent.loose.map((l) => `${l.by}~${l.word}(${l.how})`).join(' ')}` : `${best.kind} ${best.part?.word ?? ''}`;
      lines.push(`  term  ${intent.id}: "${text}" -> ${glyphs[best.index]} ${how}`);
    }
  }
  let everyday = 0;
  for (const word of EVERYDAY[lang].split(' ').map((w) => w.replace(/_/g, ' '))) {
    const [first] = suggest({ query: word, lang, limit: 1 }).suggestions;
    if (!first || !LOOSE.test(first.rationale)) continue;
    everyday++;
    lines.push(`  word  "${word}" -> ${first.emoji} ${first.rationale}`);
  }
  console.log(`${lang}: ${stolen} of ${terms} terms taken by a loose reading; ${everyday} everyday words answered loosely`);
  if (!quiet && lines.length > 0) console.log(lines.join('\n'));
}
