import type { CDPSession, Page } from '@playwright/test';

/** What one kind of resource weighed on the wire, and which files it was. */
export interface Weighed {
  bytes: number;
  files: { url: string; bytes: number }[];
}

export type ResourceKind = 'script' | 'stylesheet' | 'font' | 'other';

export type Weights = Record<ResourceKind, Weighed>;

const KIND_OF_CDP_TYPE: Record<string, ResourceKind> = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
};

function emptyWeights(): Weights {
  return {
    script: { bytes: 0, files: [] },
    stylesheet: { bytes: 0, files: [] },
    font: { bytes: 0, files: [] },
    other: { bytes: 0, files: [] },
  };
}

/**
 * Counts the bytes a page really received over the network (Chromium's encodedDataLength:
 * compressed body and headers), by kind, from the moment it is created or reset. What the
 * browser took from its cache costs nothing and is not counted.
 */
export class TransferMeter {
  private weights = emptyWeights();
  private readonly pending = new Map<string, { url: string; kind: ResourceKind }>();
  private readonly fromCache = new Set<string>();

  private constructor(private readonly session: CDPSession) {
    session.on('Network.requestServedFromCache', ({ requestId }) => this.fromCache.add(requestId));
    session.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (response.fromDiskCache || response.fromPrefetchCache) this.fromCache.add(requestId);
      this.pending.set(requestId, { url: response.url, kind: KIND_OF_CDP_TYPE[type] ?? 'other' });
    });
    session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = this.pending.get(requestId);
      this.pending.delete(requestId);
      if (!request || this.fromCache.has(requestId) || encodedDataLength === 0) return;
      const weighed = this.weights[request.kind];
      weighed.bytes += encodedDataLength;
      weighed.files.push({ url: request.url, bytes: encodedDataLength });
    });
  }

  static async attach(page: Page): Promise<TransferMeter> {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    return new TransferMeter(session);
  }

  /** What arrived since the last reset, and starts counting afresh. */
  take(): Weights {
    const taken = this.weights;
    this.weights = emptyWeights();
    return taken;
  }
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
