import { graphql } from "gatsby";

/** Fields every post preview and post page needs (used by the blog templates' queries). */
export const fragments = graphql`
  fragment BlogAuthorFields on Author {
    key
    name
    title
    url
    image {
      childImageSharp {
        gatsbyImageData(
          width: 40
          height: 40
          layout: FIXED
          placeholder: NONE
          formats: [AUTO, WEBP]
        )
      }
    }
  }

  fragment BlogPostSummaryFields on BlogPost {
    id
    title
    route
    date
    dateLabel: date(formatString: "MMMM D, YYYY")
    readingTime
    tags
    excerptHtml
    hasTruncate
    description
    authors {
      ...BlogAuthorFields
    }
  }
`;
