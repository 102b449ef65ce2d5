import '../kit/ui/kit.css';
import '../kit/slots/slots.css';
import './cowboy.css';
import { startSlotGame } from '../kit/slots/slot-game';
import { COWBOY_THEME } from './theme';

startSlotGame(COWBOY_THEME);
