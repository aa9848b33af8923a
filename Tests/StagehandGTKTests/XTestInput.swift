import Glibc

/// Real input events under Xvfb through the X server's XTEST extension (libXtst, loaded at run
/// time so nothing links against it): the pointer moves, buttons and keys go down and up as if a
/// user did it, and GTK receives them as ordinary events.
@MainActor
final class XTestInput {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32

    private let display: OpaquePointer
    private let closeDisplay: CloseDisplay
    private let flush: Flush
    private let keycode: KeysymToKeycode
    private let motion: FakeMotion
    private let button: FakeButton
    private let key: FakeKey

    /// Opens a connection to `$DISPLAY`; `nil` without X11, libX11 or libXtst.
    init?() {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xtst = dlopen("libXtst.so.6", RTLD_NOW),
            let open = dlsym(x11, "XOpenDisplay"), let close = dlsym(x11, "XCloseDisplay"),
            let flush = dlsym(x11, "XFlush"), let keycode = dlsym(x11, "XKeysymToKeycode"),
            let motion = dlsym(xtst, "XTestFakeMotionEvent"), let button = dlsym(xtst, "XTestFakeButtonEvent"),
            let key = dlsym(xtst, "XTestFakeKeyEvent"),
            let display = unsafeBitCast(open, to: OpenDisplay.self)(nil)
        else { return nil }
        self.display = display
        closeDisplay = unsafeBitCast(close, to: CloseDisplay.self)
        self.flush = unsafeBitCast(flush, to: Flush.self)
        self.keycode = unsafeBitCast(keycode, to: KeysymToKeycode.self)
        self.motion = unsafeBitCast(motion, to: FakeMotion.self)
        self.button = unsafeBitCast(button, to: FakeButton.self)
        self.key = unsafeBitCast(key, to: FakeKey.self)
    }

    isolated deinit {
        _ = closeDisplay(display)
    }

    /// Moves the pointer to (`x`, `y`) on the screen.
    func move(x: Int, y: Int) {
        _ = motion(display, -1, Int32(x), Int32(y), 0)
        _ = flush(display)
    }

    /// Presses and releases mouse button `number` where the pointer is.
    func click(button number: Int) {
        _ = button(display, UInt32(number), 1, 0)
        _ = button(display, UInt32(number), 0, 0)
        _ = flush(display)
    }

    /// Presses the keys `keysyms` in order, then releases them in reverse order (a chord such as
    /// Alt+Left).
    func chord(_ keysyms: [UInt]) {
        let codes = keysyms.map { UInt32(keycode(display, $0)) }
        for code in codes { _ = key(display, code, 1, 0) }
        for code in codes.reversed() { _ = key(display, code, 0, 0) }
        _ = flush(display)
    }

    /// The X keysyms of the keys the tests press.
    enum Keysym {
        /// Left Alt (`XK_Alt_L`).
        static let altLeft: UInt = 0xFFE9
        /// The left arrow (`XK_Left`).
        static let left: UInt = 0xFF51
    }
}
