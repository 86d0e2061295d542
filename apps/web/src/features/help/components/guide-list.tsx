import { Collapse } from 'antd-mobile';
import { fillHelpFigures, type HelpFigures } from '@app/shared';
import { GUIDE_ITEMS } from './guide-items';
import styles from './help.module.css';

/** The beginner guide as an accordion: one answer open at a time, its figures the live ones. */
export function GuideList({ figures }: { figures: HelpFigures }) {
  return (
    <section className={styles.card}>
      <Collapse accordion className={styles.collapse}>
        {GUIDE_ITEMS.map((item, index) => (
          <Collapse.Panel
            key={item.key}
            title={
              <span className={styles.question}>
                <span className={styles.number}>{index + 1}</span>
                {item.question}
              </span>
            }
          >
            {item.answer.map((line) => (
              <p key={line} className={styles.answer}>
                {fillHelpFigures(line, figures)}
              </p>
            ))}
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}
