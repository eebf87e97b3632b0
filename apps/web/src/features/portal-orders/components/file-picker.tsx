import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { attachmentContentTypes, MAX_ATTACHMENT_BYTES } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';

const t = ja.portalOrders;

export type FileStatus = 'waiting' | 'uploading' | 'done' | 'failed';
/** A chosen file and where its upload stands (`key` once uploaded, so a retry sends only what failed). */
export type ChosenFile = { id: string; file: File; status: FileStatus; progress: number; error: string | null; key: string | null };

/**
 * Adds picked files to the chosen ones: each must be PDF, JPEG or PNG and at most 10 MB, and no more than `max` in all.
 * Answers the new list and the Japanese reason for every file left out.
 */
export function addFiles(
  current: ChosenFile[],
  picked: File[],
  max: number,
  types: readonly string[] = attachmentContentTypes,
  wrongType: (name: string) => string = t.fileWrongType,
): { files: ChosenFile[]; refused: string[] } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of picked) {
    if (!types.includes(file.type)) refused.push(wrongType(file.name));
    else if (file.size > MAX_ATTACHMENT_BYTES) refused.push(t.fileTooLarge(file.name));
    else if (files.length >= max) refused.push(t.tooManyFiles(max));
    else files.push({ id: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`, file, status: 'waiting', progress: 0, error: null, key: null });
  }
  return { files, refused: [...new Set(refused)] };
}

/** A file input behind a button, the chosen files with their upload state, a remove button each. */
export function FilePicker({
  label,
  help,
  files,
  multiple,
  accept,
  disabled,
  onPick,
  onRemove,
}: {
  label: string;
  help: string;
  files: ChosenFile[];
  multiple: boolean;
  accept: string;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  return (
    <Box>
      <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={disabled} aria-describedby={helpId}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        data-testid="file-input"
        onChange={(e) => {
          onPick([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Typography id={helpId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {help}
      </Typography>
      {files.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {files.map((f) => (
            <Box component="li" key={f.id} sx={{ border: 1, borderColor: f.status === 'failed' ? 'error.main' : 'divider', borderRadius: 1, p: 1 }} data-testid="chosen-file">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                  {f.file.name}
                </Typography>
                <Typography variant="caption" color={f.status === 'failed' ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }}>
                  {t.fileStatus[f.status]}
                </Typography>
                <IconButton size="small" aria-label={t.removeFile(f.file.name)} onClick={() => onRemove(f.id)} disabled={disabled}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
              {f.status === 'uploading' || f.status === 'done' ? (
                <LinearProgress variant="determinate" value={Math.round(f.progress * 100)} aria-label={`${f.file.name} ${t.fileStatus[f.status]}`} sx={{ mt: 0.5 }} />
              ) : null}
              {f.error ? (
                <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 0.5 }}>
                  {f.error}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Uploads every chosen file not uploaded yet, one after another, reporting each file's state through `update`.
 * Answers the keys of all files, or null when one failed (its message is on the file; the others keep their keys).
 */
export async function uploadAll(
  files: ChosenFile[],
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ key: string; name: string }>,
  update: (id: string, patch: Partial<ChosenFile>) => void,
  errorOf: (error: unknown) => string,
): Promise<{ key: string; name: string }[] | null> {
  const refs: { key: string; name: string }[] = [];
  for (const f of files) {
    if (f.key) {
      refs.push({ key: f.key, name: f.file.name });
      continue;
    }
    update(f.id, { status: 'uploading', progress: 0, error: null });
    try {
      const ref = await upload(f.file, (progress) => update(f.id, { progress }));
      update(f.id, { status: 'done', progress: 1, key: ref.key });
      refs.push(ref);
    } catch (error) {
      update(f.id, { status: 'failed', error: errorOf(error) });
      return null;
    }
  }
  return refs;
}
