import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { DueJob, JobTask } from '../../jobs/job-task';
import type { Repositories, WithTransaction } from '../repositories';
import type { DocumentStorage } from './storage';
import { offerAllowanceKey } from './upload-quota';

export interface UploadCleanupDeps {
  repos: Repositories;
  withTransaction: WithTransaction;
  clock: Clock;
  log: Logger;
  storage: DocumentStorage;
  /** How long an upload never attached to its form is kept (config.unattachedUploadHours). */
  unattachedUploadHours: number;
}

export const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';
/** Removals one sweep queues; the next sweep (a minute on) takes the rest. */
const PER_SWEEP = 500;
const EXPIRED_ALLOWANCES = 'expired-allowances';

/**
 * Removes uploads the family never attached to its form (a replaced file, an attach that never came) once they are
 * `unattachedUploadHours` old: the file, then its row, and gives their bytes back to the offer's cap. Also drops the
 * byte counters of client hours that are over.
 */
export function uploadCleanupTask(deps: UploadCleanupDeps): JobTask {
  const cutoff = (now: Date) => new Date(now.getTime() - deps.unattachedUploadHours * 60 * 60_000);
  return {
    queue: UPLOAD_CLEANUP_QUEUE,

    async due(now) {
      const ids = await deps.repos.documents.unattachedBefore(cutoff(now), PER_SWEEP);
      const jobs: DueJob[] = ids.map((documentId) => ({ key: `document:${documentId}`, data: { documentId } }));
      // Keyed by the hour, so a dead-lettered run does not stop next hour's.
      if (await deps.repos.uploadAllowances.anyExpired(now))
        jobs.push({ key: `${EXPIRED_ALLOWANCES}:${Math.floor(now.getTime() / 3_600_000)}`, data: {} });
      return jobs;
    },

    async run(data) {
      const now = deps.clock.now();
      if (data.key.startsWith(EXPIRED_ALLOWANCES)) {
        await deps.repos.uploadAllowances.dropExpired(now);
        return;
      }
      const documentId = String(data.documentId);
      // Under the row's lock, so an attach arriving now waits and then finds it gone. The file goes first: if that
      // fails, the transaction rolls back and the retry finds the row as it was. A second run finds nothing.
      const removed = await deps.withTransaction(async (repos) => {
        const document = await repos.documents.lockUnattached(documentId, cutoff(now));
        if (!document) return undefined;
        await deps.storage.remove(document.storage_key);
        await repos.documents.remove(document.id);
        await repos.uploadAllowances.release(offerAllowanceKey(document.application_offer_id), document.content_length);
        return document;
      });
      if (removed) deps.log.info({ documentId, offerId: removed.application_offer_id }, 'unattached upload removed');
    },
  };
}
