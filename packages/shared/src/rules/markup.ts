/**
 * Markup in a field typed as plain text (a name, a bank, an account, a note, a title) is never a
 * typo: a tag, a script URL (the schemes of REFUSED_RICH_HTML) or an event handler. Every such
 * field a player or an operator writes is refused whole with this one rule and message, wherever
 * it is shown later.
 */
export const HOSTILE_INPUT_MSG = '内容不能包含 HTML 标签或脚本，请修改后再提交';

const MARKUP = /<\s*\/?\s*[a-z!?]|(java|vb|live)script\s*:|\bon[a-z]+\s*=/i;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}
