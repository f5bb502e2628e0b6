// The toolchain's cross-import overlay for files importing both Testing and CoreGraphics, which Linux
// toolchains name but do not ship: an empty module of that name, for the same reason as `_Testing_UIKit`.
