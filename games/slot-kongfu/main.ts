import '../kit/ui/kit.css';
import '../kit/slots/slots.css';
import './kongfu.css';
import { startSlotGame } from '../kit/slots/slot-game';
import { KONGFU_THEME } from './theme';

startSlotGame(KONGFU_THEME);
