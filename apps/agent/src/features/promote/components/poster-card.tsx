import { Button, DotLoading, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../components/section-card';
import { drawPoster, type PosterText } from '../draw-poster';
import styles from './poster-card.module.css';

function download(dataUrl: string, name: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  Toast.show({ icon: 'success', content: '海报已保存' });
}

/**
 * The poster, drawn here on a canvas and shown as a picture (a phone saves a picture on a long
 * press), with 保存海报 to download it.
 */
export function PosterCard({ poster }: { poster: PosterText }) {
  const drawn = useQuery({
    queryKey: ['poster', poster],
    queryFn: () => drawPoster(poster),
    staleTime: Infinity,
    retry: false,
  });
  const image = drawn.data ?? null;

  return (
    <SectionCard title="推广海报" extra="长按图片可保存或分享">
      <div className={styles.frame}>
        {drawn.isPending ? (
          <DotLoading color="primary" />
        ) : image ? (
          <img className={styles.poster} src={image} alt="推广海报" />
        ) : (
          <p className={styles.failed}>当前浏览器无法生成海报，请复制推广链接分享</p>
        )}
      </div>
      <Button
        block
        color="primary"
        className={styles.save}
        disabled={!image}
        onClick={() => {
          if (image) download(image, `推广海报-${poster.inviter}.png`);
        }}
      >
        保存海报
      </Button>
    </SectionCard>
  );
}
