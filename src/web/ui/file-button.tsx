/** A button that opens the file chooser (`.file-button` in base.css: the input covers the label). */
import type { ComponentChildren } from 'preact';

/**
 * The chosen files go to `onFiles` (none chosen: not called); the input is cleared once `onFiles` has
 * finished, so that choosing the same file again reads it again.
 */
export function FileButton(props: {
  children: ComponentChildren;
  /** The input's `accept`, e.g. `.ggf,text/plain`. */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void | Promise<void>;
}) {
  return (
    <label class="file-button">
      {props.children}
      <input
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        onChange={async (event) => {
          const input = event.currentTarget as HTMLInputElement;
          const files = [...(input.files ?? [])];
          try {
            if (files.length > 0) await props.onFiles(files);
          } finally {
            input.value = '';
          }
        }}
      />
    </label>
  );
}
