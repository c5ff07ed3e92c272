import React from "react";
import { KeptMarkup, ShopLink as Link } from "../../components/shop-link";
import type { Image } from "@travel-retail/api/schemas";
import { MediaImage } from "./media-image";
import * as styles from "./tile.module.css";

interface TileProps {
  to: string;
  title: string;
  image?: Image;
  text?: string;
  meta?: string;
}

/** A linked card for a category, brand, section or airport. */
export function Tile({ to, title, image, text, meta }: TileProps) {
  return (
    <article className={styles.tile}>
      {image && <MediaImage image={image} className={styles.image} decorative />}
      <h3 className={styles.title}>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </h3>
      {text && <p className={styles.text}>{text}</p>}
      {meta && <p className={styles.meta}>{meta}</p>}
    </article>
  );
}

/** Tiles are links, pictures and text from the build's data: kept as the server wrote them at load (KeptMarkup). */
export function TileGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <KeptMarkup
      made={React.Children.map(children, (child) => (React.isValidElement(child) ? child.props : child))}
      className={styles.grid}
      aria-label={label}
    >
      {React.Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </KeptMarkup>
  );
}
