import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Link } from "gatsby";
import * as styles from "./styles.module.css";

export interface BlogAuthorData {
  key: string;
  name: string;
  title?: string | null;
  url?: string | null;
  image?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

/** Avatar (sized and lazy through gatsby-plugin-image), name linking to the author's posts, title. */
export function BlogAuthor({
  author,
  size = "small",
}: {
  author: BlogAuthorData;
  size?: "small" | "large";
}) {
  const image = author.image?.childImageSharp?.gatsbyImageData;
  return (
    <div className={`${styles.author} ${size === "large" ? styles.large : ""}`}>
      {/* Small and above the fold: eager, so the server HTML carries the image's src. */}
      {image && <GatsbyImage image={image} alt="" className={styles.avatar} loading="eager" />}
      <div>
        <Link to={`/blog/authors/${author.key}`} className={styles.name}>
          {author.name}
        </Link>
        {author.title && <div className={styles.title}>{author.title}</div>}
        {size === "large" && author.url && (
          <a href={author.url} target="_blank" rel="noopener noreferrer" className={styles.url}>
            {author.url.replace(/^https?:\/\//, "")}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
