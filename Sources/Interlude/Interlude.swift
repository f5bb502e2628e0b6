// `import Interlude` is the whole UIKit-style API, as `import UIKit` is on iOS:
// the core (layers, animations, views, controllers, transitions) plus the renderer's
// UIKit-named entry points. Each part lives in its own target so that lower layers
// never see higher ones.
@_exported import InterludeUIKit
@_exported import InterludeRender
