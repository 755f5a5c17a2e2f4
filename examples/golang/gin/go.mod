module example.com/gin-example

go 1.24

require github.com/gin-gonic/gin v1.11.0
