/** Embla with the slides not shown made inert on every select, as our gallery keeps them. */
import { installEmbla } from './embla-page.mjs';

installEmbla({ inertHidden: true });
