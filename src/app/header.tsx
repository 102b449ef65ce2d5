import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { SiteContent } from '../content/schema';
import { Present } from '../ui/present';
import { Text } from '../ui/text';
import { LanguageSwitch } from './language-switch';
import { useSectionStyle } from './section-style';
import './header.css';

type HeaderProps = {
  content: SiteContent['header'];
  /** The shell's texts; broken content may lack them, and then the phone menu button too. */
  ui: SiteContent['ui'] | undefined;
};

/**
 * Site header: logo home link and the main navigation, collapsing to a menu button on phones.
 * The prerendered page already holds the collapsed menu and its button, and the stylesheet shows
 * them only where scripts run (`scripting: enabled`), so hydration changes nothing on screen and
 * a page read without JavaScript keeps its links in view.
 */
export function Header({ content, ui }: HeaderProps) {
  const { style, palette } = useSectionStyle('header');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header
      className="site-header site-header--top"
      style={style}
      // Without its button (no ui texts) the menu never collapses, so the links stay reachable.
      data-menu={ui ? (open ? 'open' : 'closed') : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <div className="site-header__inner">
        <NavLink to="/" className="site-header__logo" end>
          <img src={content.logoPath} alt={content.logoAlt} width={180} height={48} />
        </NavLink>
        <Present value={ui} missing="ui">
          {(texts) => (
            <button
              type="button"
              className="site-header__menu-button"
              aria-expanded={open}
              aria-controls="main-nav"
              aria-label={open ? texts.menuClose : texts.menuOpen}
              // The visitor's menu script (src/islands/phone-menu.ts) reads both labels from here.
              data-open-label={texts.menuOpen}
              data-close-label={texts.menuClose}
              onClick={() => setOpen((value) => !value)}
            >
              <span className="site-header__menu-icon" aria-hidden="true" />
            </button>
          )}
        </Present>
        <nav className="site-header__nav" aria-label={ui?.mainNavLabel} id="main-nav">
          <Present value={content.links} missing="links">
            {(links) => (
              <ul>
                {links.map((item, index) => (
                  <li key={item.link}>
                    <NavLink to={item.link} end={item.link === '/'}>
                      <Text path={`header.links.${index}.label`} value={item.label} />
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </Present>
        </nav>
        {ui ? <LanguageSwitch ui={ui} /> : null}
        {palette}
      </div>
    </header>
  );
}
