import { useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, ColorPicker, Select, Tooltip } from 'antd';
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
import styles from './rich-text-editor.module.css';

const BLOCKS = [
  { value: 'p', label: '正文' },
  { value: 'h3', label: '标题' },
  { value: 'h4', label: '小标题' },
];
const COLOURS = ['#b5162d', '#c81e3a', '#d4380d', '#d48806', '#389e0d', '#1677ff', '#262626', '#8c8c8c'];

interface Props {
  editor: Editor;
  source: boolean;
  onSource: () => void;
  onUrl: (kind: 'link' | 'image') => void;
}

/** The formats operators use, with the labels they know; each acts where the caret was. */
export function RichTextToolbar({ editor, source, onSource, onUrl }: Props) {
  const [colour, setColour] = useState(COLOURS[0]!);
  const state = useEditorState({
    editor,
    // Formats show as pressed only where the operator is writing.
    selector: ({ editor: e }) => ({
      focused: e.isFocused,
      block: e.isActive('heading', { level: 3 }) ? 'h3' : e.isActive('heading', { level: 4 }) ? 'h4' : 'p',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      ordered: e.isActive('orderedList'),
      bullets: e.isActive('bulletList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const pressed = (active: boolean) => state.focused && active;

  const button = (label: ReactNode, title: string, run: () => void, active = false) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        aria-label={title}
        aria-pressed={pressed(active)}
        className={pressed(active) ? styles.active : undefined}
        onClick={run}
        disabled={source}
      >
        {label}
      </Button>
    </Tooltip>
  );

  const setBlock = (block: string) => {
    if (block === 'p') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: block === 'h3' ? 3 : 4 })
        .run();
  };
  const clearFormat = () =>
    chain()
      .unsetMark('bold')
      .unsetMark('italic')
      .unsetMark('underline')
      .unsetMark('strike')
      .unsetMark('textStyle')
      .run();

  return (
    // Keeping the mouse-down off the buttons keeps the selection in the document.
    <div
      className={styles.toolbar}
      onMouseDown={(e) => (e.target as HTMLElement).closest('button') && e.preventDefault()}
    >
      <Select
        size="small"
        variant="borderless"
        style={{ width: 84 }}
        options={BLOCKS}
        value={state.block}
        disabled={source}
        onChange={setBlock}
        aria-label="段落格式"
      />
      <span className={styles.separator} />
      {button(<b>B</b>, '加粗', () => chain().toggleBold().run(), state.bold)}
      {button(
        <i style={{ fontFamily: 'serif' }}>I</i>,
        '斜体',
        () => chain().toggleItalic().run(),
        state.italic,
      )}
      {button(<u>U</u>, '下划线', () => chain().toggleUnderline().run(), state.underline)}
      <ColorPicker
        disabledAlpha
        disabled={source}
        value={colour}
        presets={[{ label: '常用颜色', colors: COLOURS }]}
        onChangeComplete={(picked) => {
          setColour(picked.toHexString());
          chain().setColor(picked.toHexString()).run();
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
      {button(<OrderedListIcon />, '编号列表', () => chain().toggleOrderedList().run(), state.ordered)}
      {button(<BulletListIcon />, '项目符号列表', () => chain().toggleBulletList().run(), state.bullets)}
      <span className={styles.separator} />
      {button(<AlignLeftIcon />, '左对齐', () => chain().setTextAlign('left').run(), state.left)}
      {button(<AlignCenterIcon />, '居中', () => chain().setTextAlign('center').run(), state.center)}
      {button(<AlignRightIcon />, '右对齐', () => chain().setTextAlign('right').run(), state.right)}
      <span className={styles.separator} />
      <Tooltip title="插入链接（先选中文字）">
        <Button
          type="text"
          size="small"
          aria-label="插入链接"
          aria-pressed={pressed(state.link)}
          className={pressed(state.link) ? styles.active : undefined}
          disabled={source}
          onClick={() => onUrl('link')}
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
          onClick={() => onUrl('image')}
        >
          <ImageIcon />
        </Button>
      </Tooltip>
      {button(<ClearFormatIcon />, '清除格式', clearFormat)}
      <span className={styles.spacer} />
      <Button
        type={source ? 'primary' : 'text'}
        size="small"
        ghost={source}
        aria-label={source ? '返回编辑' : 'HTML 源码'}
        onClick={onSource}
      >
        {source ? '返回编辑' : '源码'}
      </Button>
    </div>
  );
}
