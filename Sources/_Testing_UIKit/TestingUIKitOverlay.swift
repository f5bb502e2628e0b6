// The Swift toolchain declares a cross-import overlay `_Testing_UIKit` for files that import both
// Testing and UIKit, but ships it only on Apple platforms; without a module of that name, every
// Linux test file importing both fails with "no such module '_Testing_UIKit'". This empty module
// satisfies the declaration, so iOS test files compile unchanged against Interlude's UIKit.
