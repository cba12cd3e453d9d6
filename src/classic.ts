/**
 * The classic-script entry (`dist/<build>/schaufenster.iife.js`) for shops that cannot load
 * modules: every widget, defined at once. Load it with `defer`.
 */
import '../widgets/add-to-cart/element';
import '../widgets/cart-drawer/element';
import '../widgets/cart-form/element';
import '../widgets/cart-fragments/element';
import '../widgets/mini-cart/element';
import '../widgets/product-gallery/element';
import '../widgets/product-tabs/element';
import '../widgets/quantity/element';
import '../widgets/quick-view/element';
import '../widgets/review-form/element';
import '../widgets/shop-ordering/element';
import '../widgets/sticky-add-to-cart/element';
import '../widgets/unit-price/element';
import '../widgets/variation-form/element';
