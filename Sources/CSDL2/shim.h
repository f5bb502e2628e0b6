// SDL2 for the live window host (InterludeHost). Included by its path under /usr/include rather
// than through pkg-config, whose flags (-D_REENTRANT) SwiftPM rejects with a warning; SDL's own
// headers include each other relative to this one.
#ifndef INTERLUDE_SDL2_SHIM_H
#define INTERLUDE_SDL2_SHIM_H
#include <SDL2/SDL.h>

// Values SDL defines as casts, which Swift does not import from macros.
static inline Uint32 csdl2_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_TouchID csdl2_mouse_touch_id(void) { return SDL_MOUSE_TOUCHID; }
static inline int csdl2_window_position_centered(void) { return SDL_WINDOWPOS_CENTERED; }
#endif
