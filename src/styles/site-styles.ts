// Every stylesheet of the site's pages, for a visitor's page, whose script imports no component
// (docs/decisions/039): in the order the components' own imports gave them when the page still
// loaded the app, so the cascade is the same. A test holds this list to the stylesheets under src/
// (the editor's own stay in its chunk).
import '../sections/games-grid.css';
import '../sections/game-layout.css';
import '../sections/gaming-tips.css';
import '../sections/about-us.css';
import '../sections/faq.css';
import '../sections/features.css';
import '../sections/hero.css';
import '../sections/image-banner.css';
import '../sections/player-stories.css';
import '../sections/testimonials.css';
import '../sections/help-lines.css';
import '../sections/responsible-play.css';
import '../sections/your-play-panel.css';
import '../sections/legal-document.css';
import '../app/loading-page.css';
import '../pages/not-found-page.css';
import '../app/footer.css';
import '../app/language-switch.css';
import '../app/update-notice.css';
import '../app/header.css';
import './base.css';
