// The words of a file's upload that the form and the announcements share: what became of it.

import { defineMessages } from '#domain/shared/define-messages';

export const fileStateText = defineMessages({
  ready: { id: 'documents.file.ready', defaultMessage: 'Ready to upload' },
  uploading: { id: 'documents.file.uploading', defaultMessage: 'Uploading' },
  uploaded: { id: 'documents.file.uploaded', defaultMessage: 'Uploaded' },
  cancelled: { id: 'documents.file.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'documents.file.failed', defaultMessage: 'Not uploaded. Please try again.' },
});

/** What a live region says when a file's upload ends: its name, then what became of it. */
export const announcementText = defineMessages({
  uploaded: { id: 'documents.announce.uploaded', defaultMessage: '{fileName}: Uploaded' },
  refused: {
    id: 'documents.announce.refused',
    defaultMessage: '{fileName}: {reason}',
    description: '{reason}: why the file was refused, a sentence.',
  },
  cancelled: { id: 'documents.announce.cancelled', defaultMessage: '{fileName}: Cancelled' },
  failed: { id: 'documents.announce.failed', defaultMessage: '{fileName}: Not uploaded' },
});
