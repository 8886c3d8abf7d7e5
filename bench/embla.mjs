/** Embla as its users set it up: no slide made inert. */
import { installEmbla } from './embla-page.mjs';

installEmbla({ inertHidden: false });
