import { render } from "preact"
import "./app.css"

render(<p>console</p>, document.getElementById("app") as HTMLElement)
