import type { QuoteSource } from "../texts/quote-source.ts";
import type { Difficulty } from "./difficulty.ts";

export interface Passage {
  /** Negative ids keep built-in passages apart from database rows (positive serial ids). */
  id: number;
  text: string;
  difficulty: Difficulty;
  /** Where a quote is from; set on quotes only. */
  source?: QuoteSource | undefined;
  /** What a code snippet does; set on code only. */
  title?: string | undefined;
}

/** Served when the passage store cannot be read, so a test can always start. */
export const FALLBACK_PASSAGES: readonly Passage[] = [
  {
    id: -1,
    difficulty: "easy",
    text: "The sun came up over the hills and lit the tops of the trees. The grass was wet with dew, and a thin mist hung in the low parts of the field. A lark sang from a post, and the whole world seemed to wake up at once.",
  },
  {
    id: -2,
    difficulty: "easy",
    text: "We packed a picnic and walked to the top of the hill. There was bread, cheese, a few plums, and cold lemon water. We sat on a blanket and ate while the wind moved the long grass, and a hawk drifted slow above us.",
  },
  {
    id: -3,
    difficulty: "easy",
    text: "The wind was sharp as we left the house, so I did up my coat to the chin. We walked fast with our hands in our pockets. When we got to the cafe, the warm air and the smell of toast made us both sigh with joy.",
  },
  {
    id: -4,
    difficulty: "medium",
    text: "The first time you sit at a pottery wheel, the clay seems to have a mind of its own. It wobbles, collapses, and flies off in lumps. The trick is to brace your elbows and keep your hands steady while the wheel does the work. After a dozen lopsided bowls, you'll finally throw one that's round, and you'll want to keep it forever.",
  },
  {
    id: -5,
    difficulty: "medium",
    text: "Folding a paper crane takes about 20 folds and a bit of patience. The first few are easy, but then come the tricky reverse folds, where the paper seems determined to tear. Don't rush. Crease each fold firmly with your thumbnail, and when you finally pull the wings apart, you'll be surprised how proud a small paper bird can make you feel.",
  },
  {
    id: -6,
    difficulty: "medium",
    text: "When was the last time you got a handwritten letter? There's something special about seeing someone's own loops and crossings on the page, the words they scratched out, the smudge in the corner. A text is gone in a second, but a letter can sit in a drawer for 50 years and still make someone smile when it's found.",
  },
  {
    id: -7,
    difficulty: "hard",
    text: 'The Apollo Guidance Computer weighed about 32 kilograms and had just 2,048 words of erasable memory. Its programs were, quite literally, woven: "core rope memory" was made by threading wires through or around tiny magnetic rings. During the Apollo 11 descent on 20 July 1969, "1202" and "1201" alarms warned that the machine was overloaded; thanks to priority scheduling (and software shaped by Margaret Hamilton\'s team at MIT), it shed lesser tasks and kept flying.',
  },
  {
    id: -8,
    difficulty: "hard",
    text: "Saffron is the world's most expensive spice by weight, and for good reason: each Crocus sativus flower yields only three crimson stigmas, which must be picked by hand during a brief autumn bloom. It takes roughly 150,000 flowers (by some estimates far more) to produce a single kilogram. Iran grows about 90% of the global supply; smaller harvests come from Spain's La Mancha, Kashmir, and Greece. A few threads steeped in warm water will tint an entire paella gold.",
  },
  {
    id: -9,
    difficulty: "hard",
    text: "Construction of Barcelona's Sagrada Familia began in 1882; a year later, the young architect Antoni Gaudi took over the project and devoted the rest of his life to it. When he died in 1926 (after being struck by a tram), less than a quarter was complete. Funded by donations and ticket sales, the basilica has relied on computer modelling to interpret his plaster models; its central \"Tower of Jesus Christ\", at 172.5 metres, will make it the world's tallest church.",
  },
];
