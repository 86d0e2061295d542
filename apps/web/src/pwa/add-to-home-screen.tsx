import { Button, Toast } from 'antd-mobile';
import { HOME_SCREEN_STEPS, INSTALLED_TEXT } from './home-screen-steps';
import { useInstallWay } from './install-prompt';
import styles from './add-to-home-screen.module.css';

/**
 * The web app on the home screen, beside the native app's download: Chromium's own install
 * dialog where the browser offers one, Safari's steps on iOS, the browser menu elsewhere.
 */
export function AddToHomeScreen() {
  const { way, install } = useInstallWay();

  const add = async () => {
    if (await install()) Toast.show({ icon: 'success', content: '已添加到主屏幕' });
  };

  let body;
  if (way === 'installed') {
    body = <p className={styles.text}>{INSTALLED_TEXT}</p>;
  } else if (way === 'prompt') {
    body = (
      <>
        <p className={styles.text}>无需下载安装包，添加后从主屏幕一键打开，全屏畅玩。</p>
        <Button className={styles.button} onClick={() => void add()}>
          添加到主屏幕
        </Button>
      </>
    );
  } else if (way === 'ios') {
    body = (
      <ol className={styles.steps}>
        {HOME_SCREEN_STEPS.ios.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    );
  } else {
    body = <p className={styles.text}>请在浏览器菜单中选择「添加到主屏幕」或「安装应用」。</p>;
  }

  return (
    <section className={styles.card} aria-labelledby="add-to-home-screen">
      <h2 id="add-to-home-screen" className={styles.title}>
        添加到主屏幕
      </h2>
      {body}
    </section>
  );
}
