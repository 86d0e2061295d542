import { isPolicyUrl } from '@app/shared';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can hold: the toolbar's formats, plus everything the shared HTML policy keeps
 * that stored content already uses (all heading levels, quotes, rules, tables with aligned cells,
 * background colour and size), so opening and saving old content keeps it. Code blocks and inline
 * code are left out: the policy drops them.
 */
export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      // An empty paragraph kept after a table or list would reach players as a blank line.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        isAllowedUri: (url) => isPolicyUrl(url),
      },
    }),
    TextStyle,
    Color,
    BackgroundColor,
    FontSize,
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: ['left', 'center', 'right', 'justify'],
    }),
    Image.configure({ inline: true }),
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder }),
  ];
}
