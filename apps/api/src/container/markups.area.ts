import { MarkupAccess } from '../services/markup-access.js';
import { MarkupAttachmentService } from '../services/markup-attachment.service.js';
import { MarkupCategoryService } from '../services/markup-category.service.js';
import { MarkupChecks } from '../services/markup-checks.js';
import { MarkupExportService } from '../services/markup-export.service.js';
import { MarkupImportService } from '../services/markup-import.service.js';
import { MarkupNoticeService } from '../services/markup-notice.service.js';
import { MarkupThreadService } from '../services/markup-thread.service.js';
import { MarkupService } from '../services/markup.service.js';
import type { MapService } from '../services/map.service.js';
import type { Shared } from './shared.js';

/** Markups on maps (issue 27): the markups, their threads and files, categories, notices. */
export function createMarkupsArea(shared: Shared, maps: MapService) {
  const { repos, storage, audit } = shared;
  const access = new MarkupAccess(maps, repos.markups);
  const notices = new MarkupNoticeService(repos.users, shared.backgroundMail);
  const checks = new MarkupChecks(
    repos.markups,
    repos.markupCategories,
    repos.users,
    repos.mapLayers,
  );
  return {
    markups: new MarkupService(access, checks, notices, storage, audit),
    markupThreads: new MarkupThreadService(access, repos.markupThreads, notices),
    markupAttachments: new MarkupAttachmentService(access, repos.markupAttachments, storage),
    markupExports: new MarkupExportService(access, repos.markupThreads),
    markupImports: new MarkupImportService(
      access,
      repos.markupCategories,
      repos.users,
      repos.mapLayers,
      audit,
    ),
    markupCategories: new MarkupCategoryService(repos.markupCategories, repos.organisations, audit),
  };
}
