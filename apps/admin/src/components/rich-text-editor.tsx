import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, ColorPicker, Input, Modal, Select, Tooltip } from 'antd';
import { inertHtml } from '../lib/inert-html';
import {
  AlignCenterIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BulletListIcon,
  ClearFormatIcon,
  ImageIcon,
  LinkIcon,
  OrderedListIcon,
} from './editor-icons';
import content from './rich-content.module.css';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
  id?: string;
}

const BLOCKS = [
  { value: 'p', label: '正文' },
  { value: 'h3', label: '标题' },
  { value: 'h4', label: '小标题' },
];
const COLOURS = ['#b5162d', '#c81e3a', '#d4380d', '#d48806', '#389e0d', '#1677ff', '#262626', '#8c8c8c'];

/** An empty document as browsers leave it after deleting everything. */
function normalise(html: string): string {
  return /^(<p>)?(<br>)?(<\/p>)?$/.test(html.trim()) ? '' : html;
}

/**
 * A small rich-text editor for activities, articles and messages: the browser's own editing
 * (contentEditable) with the formats the server's sanitiser keeps, and an HTML source view.
 * Form-compatible (value / onChange); what is saved is decided by the server's sanitiser.
 */
export function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入内容',
  minHeight = 280,
  id,
}: RichTextEditorProps) {
  const editable = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [urlDialog, setUrlDialog] = useState<'link' | 'image' | null>(null);
  const [url, setUrl] = useState('');
  const [colour, setColour] = useState(COLOURS[0]!);

  // A value from outside (loaded content, the server's sanitised copy) replaces the document; the
  // editor's own edits come back unchanged and leave the caret where it is.
  useEffect(() => {
    const el = editable.current;
    if (source) {
      // The document is rebuilt from the source text on the way back.
      emitted.current = null;
      return;
    }
    if (!el || value === emitted.current) return;
    el.innerHTML = inertHtml(value);
    emitted.current = value;
  }, [value, source]);

  const emit = () => {
    const html = normalise(editable.current?.innerHTML ?? '');
    emitted.current = html;
    onChange?.(html);
  };

  const remember = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && editable.current?.contains(selection.anchorNode)) {
      range.current = selection.getRangeAt(0).cloneRange();
    }
  };

  // The selection as it last was inside the document, so toolbar actions apply where the operator
  // was (IME input fires no key events, so key and mouse handlers alone miss it).
  useEffect(() => {
    const onChange = () => remember();
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  });

  const exec = (command: string, arg?: string) => {
    const el = editable.current;
    if (!el) return;
    el.focus();
    const selection = window.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, arg);
    remember();
    emit();
  };

  const button = (label: ReactNode, title: string, command: string, arg?: string) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        aria-label={title}
        onClick={() => exec(command, arg)}
        disabled={source}
      >
        {label}
      </Button>
    </Tooltip>
  );

  const confirmUrl = () => {
    const target = url.trim();
    if (target && /^(https?:\/\/|\/(?!\/))/.test(target)) {
      if (urlDialog === 'link') exec('createLink', target);
      else exec('insertImage', target);
    }
    setUrlDialog(null);
    setUrl('');
  };

  return (
    <div className={styles.frame}>
      {/* Keeping the mouse-down off the buttons keeps the selection in the document. */}
      <div
        className={styles.toolbar}
        onMouseDown={(e) => (e.target as HTMLElement).closest('button') && e.preventDefault()}
      >
        <Select
          size="small"
          variant="borderless"
          style={{ width: 84 }}
          options={BLOCKS}
          defaultValue="p"
          disabled={source}
          onChange={(block: string) => exec('formatBlock', `<${block}>`)}
          aria-label="段落格式"
        />
        <span className={styles.separator} />
        {button(<b>B</b>, '加粗', 'bold')}
        {button(<i style={{ fontFamily: 'serif' }}>I</i>, '斜体', 'italic')}
        {button(<u>U</u>, '下划线', 'underline')}
        <ColorPicker
          disabledAlpha
          disabled={source}
          value={colour}
          presets={[{ label: '常用颜色', colors: COLOURS }]}
          onChangeComplete={(picked) => {
            setColour(picked.toHexString());
            exec('foreColor', picked.toHexString());
          }}
        >
          <Tooltip title="文字颜色">
            <Button type="text" size="small" aria-label="文字颜色" disabled={source}>
              <span className={styles.colour} style={{ borderBottomColor: colour }}>
                A
              </span>
            </Button>
          </Tooltip>
        </ColorPicker>
        <span className={styles.separator} />
        {button(<OrderedListIcon />, '编号列表', 'insertOrderedList')}
        {button(<BulletListIcon />, '项目符号列表', 'insertUnorderedList')}
        <span className={styles.separator} />
        {button(<AlignLeftIcon />, '左对齐', 'justifyLeft')}
        {button(<AlignCenterIcon />, '居中', 'justifyCenter')}
        {button(<AlignRightIcon />, '右对齐', 'justifyRight')}
        <span className={styles.separator} />
        <Tooltip title="插入链接（先选中文字）">
          <Button
            type="text"
            size="small"
            aria-label="插入链接"
            disabled={source}
            onClick={() => setUrlDialog('link')}
          >
            <LinkIcon />
          </Button>
        </Tooltip>
        <Tooltip title="插入图片">
          <Button
            type="text"
            size="small"
            aria-label="插入图片"
            disabled={source}
            onClick={() => setUrlDialog('image')}
          >
            <ImageIcon />
          </Button>
        </Tooltip>
        {button(<ClearFormatIcon />, '清除格式', 'removeFormat')}
        <span className={styles.spacer} />
        <Button
          type={source ? 'primary' : 'text'}
          size="small"
          ghost={source}
          aria-label={source ? '返回编辑' : 'HTML 源码'}
          onClick={() => setSource(!source)}
        >
          {source ? '返回编辑' : '源码'}
        </Button>
      </div>
      {source ? (
        <Input.TextArea
          className={styles.source}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          style={{ minHeight }}
          autoSize={{ minRows: 12 }}
          aria-label="HTML 源码"
        />
      ) : (
        <div
          id={id}
          ref={editable}
          className={`${styles.editable} ${content.content}`}
          style={{ minHeight }}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          data-placeholder={placeholder}
          data-testid="rich-text-editor"
          onInput={emit}
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onPaste={(e) => {
            // Pasted office or web content keeps its formatting, never its scripts or handlers.
            const html = e.clipboardData.getData('text/html');
            if (!html) return;
            e.preventDefault();
            document.execCommand('insertHTML', false, inertHtml(html));
            emit();
          }}
        />
      )}
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
