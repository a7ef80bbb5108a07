import { useRef, useState } from 'react';
import { Ban, ChevronDown, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { canCancelProcurement } from '@brf/domain/projects';
import { cx, dialogTrigger, LazyPartSlot, Popover } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { CancelProcurementDialog } from '../owner-editors.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import styles from './project-actions-menu.module.css';

export interface ProjectActionsMenuProps {
  project: {
    id: string;
    title: string;
    status: string;
    winning_quote_id?: string | null;
    awarded_at?: string | null;
  };
}

type Dialog = 'cancel' | 'delete';

/**
 * The board's actions on its project in one disclosure menu: cancel the procurement (while it is
 * not awarded) and delete the project. Each opens its dialog; focus returns to the menu button.
 */
export function ProjectActionsMenu({ project }: ProjectActionsMenuProps) {
  const { t } = useTranslation(projectsCatalogue);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opensRight, setOpensRight] = useState(false);

  const onOpenChange = (next: boolean) => {
    const box = rootRef.current?.getBoundingClientRect();
    // on a phone the header's actions wrap to the left edge: the panel opens rightwards there
    if (next && box) setOpensRight(box.left + box.width / 2 < window.innerWidth / 2);
    setOpen(next);
  };

  const choose = (next: Dialog) => {
    // the dialog hands focus back to what had it: the menu button, not the item that goes away
    rootRef.current?.querySelector('button')?.focus();
    setOpen(false);
    setDialog(next);
  };

  return (
    <div ref={rootRef} className={styles.root} data-project-actions>
      <Popover
        id={`project-actions-${project.id}`}
        open={open}
        onOpenChange={onOpenChange}
        triggerClassName={styles.trigger}
        panelClassName={cx(styles.panel, opensRight && styles.panelRight)}
        trigger={
          <>
            {t('cancel.menu')}
            <ChevronDown aria-hidden="true" size={16} />
          </>
        }
      >
        <ul className={styles.items}>
          {canCancelProcurement(project) ? (
            <li>
              <button
                type="button"
                className={styles.item}
                {...dialogTrigger('cancel-project')}
                onClick={() => choose('cancel')}
              >
                <Ban aria-hidden="true" size={16} />
                {t('cancel.menuCancel')}
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={cx(styles.item, styles.danger)}
              {...dialogTrigger('delete-project')}
              onClick={() => choose('delete')}
            >
              <Trash2 aria-hidden="true" size={16} />
              {t('cancel.menuDelete')}
            </button>
          </li>
        </ul>
      </Popover>
      {dialog === 'cancel' ? (
        <LazyPartSlot onClose={() => setDialog(null)}>
          <CancelProcurementDialog projectId={project.id} title={project.title} onClose={() => setDialog(null)} />
        </LazyPartSlot>
      ) : null}
      {dialog === 'delete' ? (
        <DeleteProjectDialog projectId={project.id} title={project.title} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
