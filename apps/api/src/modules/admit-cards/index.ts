// Admit cards: the candidate's PDF with its signed QR code, and the staff's copy (DAC).
import type { ApiModule } from '../../platform/api-module';
import { candidateAdmitCardRoutes, staffAdmitCardRoutes } from './admit-cards.routes';

export const admitCardsModule: ApiModule = {
  name: 'admit-cards',
  routes: [
    { prefix: '/api/candidate', plugin: candidateAdmitCardRoutes },
    { prefix: '/api/internal', plugin: staffAdmitCardRoutes },
  ],
};
