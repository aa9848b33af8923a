// CommentsApp: a list screen (loader, search, empty, error with Retry) and an Account tab with a
// sign-in flow, in about 300 lines. Run it with `swift run` (a window), or with
// `swift run CommentsApp --screenshots DIR` to write a PNG of each screen into the existing
// directory DIR and exit (status 1 if a screen was not what it should be).
import Stagehand
import StagehandGTK

let arguments = Array(CommandLine.arguments.dropFirst())
let screenshots = arguments.first == "--screenshots" ? arguments.dropFirst().first : nil
var windows: [AppWindow] = []
var status: Int32 = 0

do {
    let loopStatus = try Application.run(id: "org.example.CommentsApp") { app in
        do {
            let window = try AppWindow(app: app, clock: GLibClock())
            windows.append(window)
            window.window.present()
            if let directory = screenshots {
                Screenshots(app: window, directory: directory).run { result in
                    status = result
                    app.quit()
                }
            }
        } catch {
            print("CommentsApp: \(error)")
            status = 1
            app.quit()
        }
    }
    if status == 0 { status = loopStatus }
} catch {
    print("CommentsApp: \(error)")
    status = 2
}
Application.exit(status)
