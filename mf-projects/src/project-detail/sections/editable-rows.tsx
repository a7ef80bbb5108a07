import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button, CollapsibleSection, ConfirmDialog, LazyPartSlot } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import styles from '../project-detail-page.module.css';

export interface EditableRowsProps<Row extends { id: string }> {
  title: string;
  rows: readonly Row[];
  /** The rows were read: none then shows `empty` rather than an empty list. */
  loaded: boolean;
  isOwner: boolean;
  empty: ReactNode;
  icon: ReactNode;
  /** What the row says, beside its icon. */
  renderRow: (row: Row) => ReactNode;
  /** The kind of row in the dialogs' names ('address': add-address, edit-address, delete-address). */
  kind: string;
  addLabel: string;
  editLabel: (row: Row) => string;
  deleteLabel: (row: Row) => string;
  /** The owner's form for a new row (null) or this one: a lazy part, so it renders in a LazyPartSlot. */
  renderEditor: (row: Row | null, onClose: () => void) => ReactNode;
  deleteTitle: string;
  deleteQuestion: (row: Row) => string;
  remove: { isPending: boolean; mutate: (row: Row, options: { onSuccess: () => void }) => void };
}

/** A section of the project's rows that the owner adds, edits and deletes (addresses, viewing dates; spec 2). */
export function EditableRows<Row extends { id: string }>({
  title,
  rows,
  loaded,
  isOwner,
  empty,
  icon,
  renderRow,
  kind,
  addLabel,
  editLabel,
  deleteLabel,
  renderEditor,
  deleteTitle,
  deleteQuestion,
  remove,
}: EditableRowsProps<Row>) {
  const { t } = useTranslation(projectsCatalogue);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  return (
    <CollapsibleSection
      title={title}
      count={rows.length}
      defaultOpen
      actions={
        isOwner ? (
          <Button
            variant="ghost"
            size="small"
            icon={<Plus aria-hidden="true" size={16} />}
            opensDialog={`add-${kind}`}
            onClick={() => setEditing('new')}
          >
            {addLabel}
          </Button>
        ) : null
      }
    >
      {loaded && rows.length === 0 ? (
        empty
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              {icon}
              <span className={styles.rowMain}>{renderRow(row)}</span>
              {isOwner ? (
                <>
                  <Button
                    variant="ghost"
                    size="small"
                    icon={<Pencil aria-hidden="true" size={16} />}
                    opensDialog={`edit-${kind}`}
                    aria-label={editLabel(row)}
                    onClick={() => setEditing(row)}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    icon={<Trash2 aria-hidden="true" size={16} />}
                    opensDialog={`delete-${kind}`}
                    aria-label={deleteLabel(row)}
                    onClick={() => setToDelete(row)}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <LazyPartSlot onClose={() => setEditing(null)}>
          {renderEditor(editing === 'new' ? null : editing, () => setEditing(null))}
        </LazyPartSlot>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={deleteTitle}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('detail.cancel')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSuccess: () => setToDelete(null) })}
      >
        <p>{toDelete ? deleteQuestion(toDelete) : null}</p>
      </ConfirmDialog>
    </CollapsibleSection>
  );
}
