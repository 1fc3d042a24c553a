import { nepalTimeOfDay, todayIso } from '@niyukti/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import {
  candidateNameOf,
  findApplicationOfCandidate,
  isAdmitCardAvailable,
} from '../applications/index';
import type { FileStorage } from '../../platform/files/file-storage';
import { renderAdmitCardPdf } from './admit-card-pdf';
import { findCardPersonals } from './admit-cards.repository';
import {
  InvalidAdmitCardTokenError,
  signAdmitCardToken,
  verifyAdmitCardToken,
} from './admit-card-token';

/** Kathmandu local time of the exam, as printed on the card. */
function examOf(startsAt: Date | null) {
  if (!startsAt) return undefined;
  return { dateAd: todayIso(startsAt), time: nepalTimeOfDay(startsAt) };
}

export interface AdmitCardDeps {
  db: Database;
  signingKey: Uint8Array;
  /** Where the photograph and signature the candidate uploaded are kept. */
  files: FileStorage;
}

export function createAdmitCardService(deps: AdmitCardDeps) {
  /** The uploaded picture's bytes; a card without it shows the placeholder box instead. */
  const picture = (key: string | null) => (key ? deps.files.read(key) : Promise.resolve(null));

  async function renderAdmitCard(applicationId: number, candidateUserId: number): Promise<Buffer> {
    const row = await findApplicationOfCandidate(deps.db, applicationId, candidateUserId);
    if (!row) throw new AppError('NOT_FOUND');
    if (!isAdmitCardAvailable(row, todayIso()) || !row.rollNumber)
      throw new AppError('ADMIT_CARD_NOT_READY');
    const verificationToken = await signAdmitCardToken(
      {
        applicationId: row.id,
        masterId: row.masterId,
        rollNumber: row.rollNumber,
        advertisementCode: row.advertisementCode,
      },
      deps.signingKey,
    );
    const personals = await findCardPersonals(deps.db, candidateUserId);
    const [photo, signature] = await Promise.all([
      picture(personals.photographKey),
      picture(personals.signatureKey),
    ]);
    return renderAdmitCardPdf({
      masterId: row.masterId,
      rollNumber: row.rollNumber,
      candidateName: {
        en: candidateNameOf(row),
        ...(personals.nameNe && { ne: personals.nameNe }),
      },
      ...(photo && { photo }),
      ...(signature && { signature }),
      advertisementNumber: row.advertisementNumber,
      advertisementCode: row.advertisementCode,
      post: { en: row.postEn, ne: row.postNe },
      examCentre: { en: row.examCentreEn, ne: row.examCentreNe },
      ...(row.subjectEn && row.subjectNe && { subject: { en: row.subjectEn, ne: row.subjectNe } }),
      exam: examOf(row.examStartsAt),
      verificationToken,
    });
  }

  /** What an invigilator's scanner asks: is this QR code one we issued, and for whom? */
  async function verifyAdmitCard(token: string) {
    try {
      const card = await verifyAdmitCardToken(token, deps.signingKey);
      return { ...card, issuedAt: card.issuedAt.toISOString() };
    } catch (error) {
      if (error instanceof InvalidAdmitCardTokenError) throw new AppError('NOT_FOUND');
      throw error;
    }
  }

  return { renderAdmitCard, verifyAdmitCard };
}
