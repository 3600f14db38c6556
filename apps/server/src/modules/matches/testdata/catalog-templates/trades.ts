import type { Trade } from './family';
import { abbruch } from './abbruch';
import { aussenanlagen, metallbau } from './aussenanlagen';
import { baugrund } from './baugrund';
import { baustelleneinrichtung, stundenlohn } from './baustelle';
import { beton } from './beton';
import { bodenbelag } from './bodenbelag';
import { dach, zimmerer } from './dach';
import { elektro } from './elektro';
import { entwaesserung } from './entwaesserung';
import { erdarbeiten } from './erdarbeiten';
import { estrich } from './estrich';
import { fenster } from './fenster';
import { fliesen } from './fliesen';
import { geruest } from './geruest';
import { heizung } from './heizung';
import { klempner } from './klempner';
import { maler } from './maler';
import { mauerwerk } from './mauerwerk';
import { putz, wdvs } from './putz';
import { sanitaer } from './sanitaer';
import { trockenbau } from './trockenbau';
import { tueren } from './tueren';

/** Every trade of the catalog, in catalog-number order. */
export const trades: readonly Trade[] = [
  baustelleneinrichtung,
  abbruch,
  erdarbeiten,
  entwaesserung,
  beton,
  mauerwerk,
  geruest,
  zimmerer,
  dach,
  klempner,
  putz,
  wdvs,
  estrich,
  fliesen,
  trockenbau,
  maler,
  bodenbelag,
  fenster,
  tueren,
  metallbau,
  sanitaer,
  heizung,
  elektro,
  aussenanlagen,
  stundenlohn,
  baugrund,
];
