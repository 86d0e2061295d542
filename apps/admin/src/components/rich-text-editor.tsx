import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { Input, Modal } from 'antd';
import content from './rich-content.module.css';
import { editorExtensions } from './rich-text-extensions';
import { fromEditor, toEditor } from './rich-text-html';
import { RichTextToolbar } from './rich-text-toolbar';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  id?: string;
}

/** Site paths and http(s) addresses, as the shared HTML policy keeps them. */
const SITE_OR_WEB = /^(https?:\/\/|\/(?!\/))/;

/**
 * The rich-text editor of activities, articles, notices, messages and the welcome modal: TipTap
 * (ProseMirror) holding the formats the shared HTML policy keeps, with an HTML source view.
 * Form-compatible (value / onChange); what it emits is already within the policy, and the server
 * applies the policy again on save.
 */
export function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入内容',
  minHeight = 280,
  id,
}: RichTextEditorProps) {
  const emitted = useRef<string | null>(value);
  const changed = useRef(onChange);
  const [source, setSource] = useState(false);
  const [urlDialog, setUrlDialog] = useState<'link' | 'image' | null>(null);
  const [url, setUrl] = useState('');

  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    content: toEditor(value),
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        class: `${styles.editable} ${content.content}`,
        style: `min-height: ${minHeight}px`,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': 'rich-text-editor',
      },
      // Pasted office or web content keeps its formatting, never its scripts or handlers.
      transformPastedHTML: (html) => toEditor(html),
    },
    onUpdate: ({ editor: e }) => {
      const html = fromEditor(e.getHTML());
      emitted.current = html;
      changed.current?.(html);
    },
  });

  // A value from outside (loaded content, the server's sanitised copy, the source view) replaces
  // the document; the editor's own edits come back unchanged and leave the caret where it is.
  useEffect(() => {
    if (!editor || source || value === emitted.current) return;
    editor.commands.setContent(toEditor(value), { emitUpdate: false });
    emitted.current = value;
  }, [editor, value, source]);

  const confirmUrl = () => {
    const target = url.trim();
    if (editor && SITE_OR_WEB.test(target)) {
      const chain = editor.chain().focus();
      if (urlDialog === 'image') chain.setImage({ src: target }).run();
      else if (editor.state.selection.empty && !editor.isActive('link')) {
        chain
          .insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] })
          .run();
      } else chain.extendMarkRange('link').setLink({ href: target }).run();
    }
    setUrlDialog(null);
    setUrl('');
  };

  return (
    <div className={styles.frame}>
      {editor && (
        <RichTextToolbar
          editor={editor}
          source={source}
          onSource={() => setSource(!source)}
          onUrl={setUrlDialog}
        />
      )}
      {source && (
        <Input.TextArea
          className={styles.source}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          style={{ minHeight }}
          autoSize={{ minRows: 12 }}
          aria-label="HTML 源码"
        />
      )}
      <EditorContent editor={editor} hidden={source} />
      <Modal
        open={urlDialog !== null}
        title={urlDialog === 'link' ? '插入链接' : '插入图片'}
        okText="插入"
        onOk={confirmUrl}
        onCancel={() => setUrlDialog(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onPressEnter={confirmUrl}
          placeholder={urlDialog === 'link' ? 'https://… 或 /#/… 站内地址' : 'https://… 或 /img/… 站内图片'}
        />
      </Modal>
    </div>
  );
}
