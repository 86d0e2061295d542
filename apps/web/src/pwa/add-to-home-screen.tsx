import { Button, Toast } from 'antd-mobile';
import { isIos, isStandalone, useInstallOffer } from './install-prompt';
import styles from './add-to-home-screen.module.css';

const IOS_STEPS = [
  '在 Safari 浏览器中打开本站',
  '点击底部工具栏的「分享」按钮',
  '选择「添加到主屏幕」，再点击「添加」',
];

/**
 * The web app on the home screen, beside the native app's download: Chromium's own install
 * dialog where the browser offers one, Safari's steps on iOS, the browser menu elsewhere.
 */
export function AddToHomeScreen() {
  const { canInstall, install } = useInstallOffer();

  const add = async () => {
    if (await install()) Toast.show({ icon: 'success', content: '已添加到主屏幕' });
  };

  let body;
  if (isStandalone()) {
    body = <p className={styles.text}>您正在使用主屏幕上的金沙娱乐，无需再次添加。</p>;
  } else if (canInstall) {
    body = (
      <>
        <p className={styles.text}>无需下载安装包，添加后从主屏幕一键打开，全屏畅玩。</p>
        <Button className={styles.button} onClick={() => void add()}>
          添加到主屏幕
        </Button>
      </>
    );
  } else if (isIos()) {
    body = (
      <ol className={styles.steps}>
        {IOS_STEPS.map((step) => (
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
