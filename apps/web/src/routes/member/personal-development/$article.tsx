import { ArticleDetail, ArticleDetailSkeleton } from '@app/ui/article-detail';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { voteArticle } from '../../../features/articles/api/vote-article';
import { useArticle } from '../../../features/articles/hooks/use-articles';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { NotFoundRoute } from '../../not-found';

function articleId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/member/personal-development/{article}`: an article or a video with its rating, or the paywall over it
 * when the member's subscription does not open it.
 */
export function Component() {
  const params = useParams();
  const id = articleId(params.article);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, error, isLoading } = useArticle(id);
  const [voting, setVoting] = useState(false);

  useEffect(() => {
    // Spec 02, section 8: fetch errors are logged and nothing is shown.
    if (error) console.error(error);
  }, [error]);

  const article = error ? undefined : data?.data;
  const listHref = member.personalDevelopmentList.href(
    article?.access_level === 'vip' ? 'bonus' : (article?.type ?? 'article'),
  );

  const vote = async (score: number) => {
    if (!article) return;
    setVoting(true);
    try {
      const message = await voteArticle(article.id, score);
      if (message) notify({ type: 'success', message });
    } catch {
      // Spec 02, section 8: a failed vote is ignored; only the loading ends.
    } finally {
      setVoting(false);
    }
  };

  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  // No article can have this address (`/member/personal-development/abc`): nothing to fetch, so say so
  // instead of an empty page.
  if (id === null) return <NotFoundRoute />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      {article ? (
        <ArticleDetail
          article={article}
          imageSrc={article.image_path}
          ownerImageSrc={article.owner.profile_image_path}
          onBack={() => {
            // Back where the member came from (the list, with its filters), else to the list.
            if (location.key === 'default') void navigate(listHref);
            else void navigate(-1);
          }}
          onCopyLink={() => navigator.clipboard.writeText(window.location.href)}
          onShare={
            canShare
              ? () => {
                  navigator
                    .share({ title: article.title, url: window.location.href })
                    .catch(() => undefined);
                }
              : undefined
          }
          onVote={(score) => {
            void vote(score);
          }}
          voteLoading={voting}
          renderSubscriptionLink={(props) => <Link to={member.subscription.href} {...props} />}
        />
      ) : isLoading ? (
        <ArticleDetailSkeleton />
      ) : null}
    </div>
  );
}
